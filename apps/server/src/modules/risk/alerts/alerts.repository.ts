import type { Kysely, Transaction } from 'kysely';
import type { DB, RiskAlertKind } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface NewAlert {
  kind: RiskAlertKind;
  /** Unique per finding: a scan that sees it again, or a second refused win, raises nothing new. */
  fingerprint: string;
  userIds: number[];
  evidence: unknown;
}

export type AlertState = 'open' | 'dismissed' | 'actioned';

export const alertsRepository = {
  /**
   * Raises a finding once. A finding seen again keeps its row and state; only its evidence is
   * brought up to date (a win-cap alert counts each further refused win).
   */
  async raise(q: Q, alert: NewAlert, now: number): Promise<void> {
    await q
      .insertInto('risk_alerts')
      .values({
        kind: alert.kind,
        fingerprint: alert.fingerprint.slice(0, 128),
        user_ids: JSON.stringify([...new Set(alert.userIds)].sort((a, b) => a - b)),
        evidence: JSON.stringify(alert.evidence),
        created_at: now,
      })
      .onConflict((oc) =>
        oc.column('fingerprint').doUpdateSet((eb) => ({ evidence: eb.ref('excluded.evidence') })),
      )
      .execute();
  },

  page(q: Q, filter: { state?: AlertState; kind?: RiskAlertKind }, page: number, size: number) {
    let query = q.selectFrom('risk_alerts').selectAll();
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return query
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  },

  async count(q: Q, filter: { state?: AlertState; kind?: RiskAlertKind }): Promise<number> {
    let query = q.selectFrom('risk_alerts').select((eb) => eb.fn.countAll<number>().as('n'));
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  byId(q: Q, id: number) {
    return q.selectFrom('risk_alerts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Closes an open alert; false when it was closed already (by another operator meanwhile). */
  async close(
    q: Q,
    id: number,
    to: Exclude<AlertState, 'open'>,
    by: { operatorId: number; note: string },
    now: number,
  ): Promise<boolean> {
    const r = await q
      .updateTable('risk_alerts')
      .set({ state: to, handled_by: by.operatorId, handled_at: now, note: by.note })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Alerts newer than `afterId` (the score job's cursor): their id and players. */
  after(q: Q, afterId: number, limit: number) {
    return q
      .selectFrom('risk_alerts')
      .select(['id', 'user_ids'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },
};
