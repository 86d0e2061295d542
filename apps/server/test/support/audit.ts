import type { DB } from '../../src/db/schema.js';
import type { TestApp } from './app.js';

/** The newest audit entry (of `action`, if given), with its detail and states parsed. */
export async function lastAudit(t: TestApp, action?: string) {
  let q = t.database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc');
  if (action) q = q.where('action', '=', action);
  const row = await q.executeTakeFirstOrThrow();
  return {
    ...row,
    detail: JSON.parse(row.detail || '{}'),
    before: row.before_state ? JSON.parse(row.before_state) : undefined,
    after: row.after_state ? JSON.parse(row.after_state) : undefined,
  };
}

/** The audit entries of `action` on one target, oldest first. */
export function auditEntries(t: TestApp, action: string, targetId: number | string) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}

/** The audit entries of what `operatorId` was refused (outcome `denied`), oldest first. */
export function deniedFor(t: TestApp, operatorId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .where('outcome', '=', 'denied')
    .orderBy('id')
    .execute();
}

/** How many rows `table` holds. */
export async function countRows(t: Pick<TestApp, 'database'>, table: keyof DB): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
