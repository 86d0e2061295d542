import type { Kysely, Transaction } from 'kysely';
import type { DB, RiskWithdrawalChecksTable } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;
type CheckState = RiskWithdrawalChecksTable['state'];

const CHECK_COLUMNS = [
  'withdrawal_id',
  'user_id',
  'amount_fen',
  'state',
  'score',
  'reasons',
  'auto_approved',
  'reviewed_by',
  'reviewed_at',
  'note',
  'created_at',
  'scored_at',
] as const;

/** The withdrawal rules as operators changed them, and each withdrawal's risk check. */
export const reviewRepository = {
  rules(q: Q) {
    return q.selectFrom('risk_rules').selectAll().execute();
  },

  async saveRule(q: Q, row: { code: string; enabled: number; params: string; by: number; at: number }) {
    const values = { enabled: row.enabled, params: row.params, updated_by: row.by, updated_at: row.at };
    await q
      .insertInto('risk_rules')
      .values({ code: row.code, ...values })
      .onConflict((oc) => oc.column('code').doUpdateSet(values))
      .execute();
  },

  /** The one write on the money path: the withdrawal's check, waiting for the scoring job. */
  async insertCheck(q: Q, row: { withdrawalId: number; userId: number; amountFen: number; at: number }) {
    await q
      .insertInto('risk_withdrawal_checks')
      .values({
        withdrawal_id: row.withdrawalId,
        user_id: row.userId,
        amount_fen: row.amountFen,
        state: 'pending',
        created_at: row.at,
      })
      .execute();
  },

  pending(q: Q, limit: number) {
    return q
      .selectFrom('risk_withdrawal_checks')
      .select(['withdrawal_id', 'user_id', 'amount_fen', 'created_at'])
      .where('state', '=', 'pending')
      .orderBy('withdrawal_id')
      .limit(limit)
      .execute();
  },

  /** Pending → scored, once: a second run (another node after a lease change) finds nothing to do. */
  async scored(q: Q, id: number, set: { state: CheckState; score: number; reasons: string; at: number }) {
    const res = await q
      .updateTable('risk_withdrawal_checks')
      .set({ state: set.state, score: set.score, reasons: set.reasons, scored_at: set.at })
      .where('withdrawal_id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  byIds(q: Q, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return q
      .selectFrom('risk_withdrawal_checks')
      .select(CHECK_COLUMNS)
      .where('withdrawal_id', 'in', [...ids])
      .execute();
  },

  /** A page of checks in one state, oldest first in review (first come, first reviewed), else newest. */
  page(q: Q, state: CheckState, page: number, perPage: number) {
    return q
      .selectFrom('risk_withdrawal_checks')
      .select(CHECK_COLUMNS)
      .where('state', '=', state)
      .orderBy('withdrawal_id', state === 'review' ? 'asc' : 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  async count(q: Q, state: CheckState): Promise<number> {
    const row = await q
      .selectFrom('risk_withdrawal_checks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** A risk operator's decision on a check in review; whether this call made it. */
  async decide(
    q: Q,
    id: number,
    set: { state: 'passed' | 'refused'; by: number; at: number; note: string },
  ): Promise<boolean> {
    const res = await q
      .updateTable('risk_withdrawal_checks')
      .set({ state: set.state, reviewed_by: set.by, reviewed_at: set.at, note: set.note })
      .where('withdrawal_id', '=', id)
      .where('state', '=', 'review')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Clear checks not yet approved automatically, at most `maxFen`, oldest first. */
  autoApprovable(q: Q, maxFen: number, limit: number) {
    return q
      .selectFrom('risk_withdrawal_checks')
      .select(['withdrawal_id', 'amount_fen'])
      .where('state', '=', 'clear')
      .where('auto_approved', '=', 0)
      .where('amount_fen', '<=', maxFen)
      .orderBy('withdrawal_id')
      .limit(limit)
      .execute();
  },

  /** Marks a check approved automatically (or looked at and left to finance: `value` 2). */
  async markAuto(q: Q, id: number, value: 1 | 2): Promise<void> {
    await q
      .updateTable('risk_withdrawal_checks')
      .set({ auto_approved: value })
      .where('withdrawal_id', '=', id)
      .where('auto_approved', '=', 0)
      .execute();
  },

  /** The client of the player's withdrawal signal recorded at about `at` (the request's transaction). */
  withdrawSignal(q: Q, userId: number, at: number) {
    return q
      .selectFrom('risk_signals')
      .select(['id', 'ip', 'device_id'])
      .where('user_id', '=', userId)
      .where('event', '=', 'withdraw')
      .where('created_at', '<=', at + 60_000)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Whether the player's signals before `beforeId` ever had this value in `column`. */
  async seenBefore(q: Q, userId: number, beforeId: number, column: 'ip' | 'device_id', value: string) {
    const row = await q
      .selectFrom('risk_signals')
      .select('id')
      .where(column, '=', value)
      .where('user_id', '=', userId)
      .where('id', '<', beforeId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
