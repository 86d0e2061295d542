import type { Kysely } from 'kysely';
import type { DB, RiskEvent } from '../../src/db/schema.js';
import { ipPrefix } from '../../src/modules/risk/client.js';

/**
 * Lets finance pay the withdrawals made so far: their risk checks are marked passed, as a risk
 * operator would after reading them. For tests about something else than the risk check.
 */
export async function riskCleared(t: { database: { db: Kysely<DB> } }): Promise<void> {
  await t.database.db
    .updateTable('risk_withdrawal_checks')
    .set({ state: 'passed' })
    .where('state', 'in', ['pending', 'review'])
    .execute();
}

/** One recorded client of a player's event, written as the gate writes it. */
export async function recordClient(
  db: Kysely<DB>,
  s: { userId: number; event?: RiskEvent; ip: string; device?: string; at: number },
) {
  await db
    .insertInto('risk_signals')
    .values({
      user_id: s.userId,
      event: s.event ?? 'login',
      ip: s.ip,
      ip_prefix: ipPrefix(s.ip),
      device_id: s.device ?? '',
      ua_hash: 'test',
      created_at: s.at,
    })
    .execute();
}

/** Withdrawal `id`'s risk check row. */
export function riskCheckOf(t: { database: { db: Kysely<DB> } }, id: number) {
  return t.database.db
    .selectFrom('risk_withdrawal_checks')
    .selectAll()
    .where('withdrawal_id', '=', id)
    .executeTakeFirstOrThrow();
}
