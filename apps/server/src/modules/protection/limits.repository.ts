import type { Kysely, Transaction } from 'kysely';
import type { LimitPeriod } from '@app/shared';
import type { DB, DepositLimitsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** One change of a deposit limit; a change is a new row, never an edit of the old one. */
export type LimitRow = Pick<
  DepositLimitsTable,
  'period' | 'amount_fen' | 'previous_fen' | 'requested_at' | 'effective_at' | 'cancelled_at'
> & { id: number };

const LIMIT_COLUMNS = [
  'id',
  'period',
  'amount_fen',
  'previous_fen',
  'requested_at',
  'effective_at',
  'cancelled_at',
] as const;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const limitRow = (r: Record<string, unknown>): LimitRow => ({
  id: Number(r.id),
  period: r.period as LimitPeriod,
  amount_fen: num(r.amount_fen),
  previous_fen: num(r.previous_fen),
  requested_at: Number(r.requested_at),
  effective_at: Number(r.effective_at),
  cancelled_at: num(r.cancelled_at),
});

export const limitsRepository = {
  /** Every limit change of the player, oldest first. */
  async limitRows(q: Q, userId: number): Promise<LimitRow[]> {
    const rows = await q
      .selectFrom('deposit_limits')
      .select(LIMIT_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(limitRow);
  },

  /** The changes not cancelled of several players, oldest first. */
  async limitRowsFor(q: Q, userIds: number[]): Promise<Array<LimitRow & { user_id: number }>> {
    if (userIds.length === 0) return [];
    const rows = await q
      .selectFrom('deposit_limits')
      .select([...LIMIT_COLUMNS, 'user_id'])
      .where('user_id', 'in', userIds)
      .where('cancelled_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...limitRow(r), user_id: Number(r.user_id) }));
  },

  insertLimit(
    q: Q,
    row: {
      user_id: number;
      period: LimitPeriod;
      amount_fen: number | null;
      previous_fen: number | null;
      requested_at: number;
      effective_at: number;
    },
  ) {
    return q.insertInto('deposit_limits').values(row).execute();
  },

  /** Changes not yet in effect are replaced by a newer request. */
  cancelPending(q: Q, userId: number, period: LimitPeriod, now: number) {
    return q
      .updateTable('deposit_limits')
      .set({ cancelled_at: now })
      .where('user_id', '=', userId)
      .where('period', '=', period)
      .where('cancelled_at', 'is', null)
      .where('effective_at', '>', now)
      .executeTakeFirst();
  },
};
