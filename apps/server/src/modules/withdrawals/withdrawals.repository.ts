import type { Insertable, Kysely, Transaction } from 'kysely';
import { reviewQueue, type ReviewQueueFilter } from '../../db/review-queue.js';
import type { DB, WithdrawalsTable } from '../../db/schema.js';
import { countCapped } from '../../db/count-capped.js';
import { pageDescending, type RecordsFilter } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export const withdrawalsRepository = {
  /** The new request's id. */
  async insert(q: Q, row: Insertable<WithdrawalsTable>): Promise<number> {
    const { id } = await q.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  },

  async countSince(q: Q, userId: number, since: number): Promise<number> {
    const row = await q
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  byId(q: Q, id: number) {
    return q.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Moves a pending request to `state`; the request when this call made the change. */
  settle(
    q: Q,
    id: number,
    set: {
      state: number;
      reason?: string;
      payout_reference?: string;
      reviewed_by: number;
      reviewed_at: number;
      updated_at: number;
    },
  ) {
    return q
      .updateTable('withdrawals')
      .set(set)
      .where('id', '=', id)
      .where('state', '=', 1)
      .returning(['id', 'order_no', 'user_id', 'type', 'amount_fen'])
      .executeTakeFirst();
  },

  /** Whether a wallet withdrawal already carries this transaction hash (the unique index's condition). */
  async hashRecorded(q: Q, hash: string): Promise<boolean> {
    const row = await q
      .selectFrom('withdrawals')
      .select('id')
      .where('payout_reference', '=', hash)
      .where('type', '<>', 0)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The records screen's columns only: a third of the cost of `select *` on a heavy player's page. */
  listForPlayer(q: Q, filter: WithdrawalFilter, page: number, perPage: number) {
    const rows = filtered(q, filter).select([
      'created_at',
      'order_no',
      'type',
      'amount_fen',
      'state',
      'reason',
      'payout_reference',
      'reviewed_at',
    ]);
    return pageDescending(rows, ['created_at', 'id'], page, perPage);
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: WithdrawalFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },

  /** The review queue or history: lib/money-review.ts. */
  reviewQueue(q: Q, filter: Omit<ReviewQueueFilter, 'paytype'>, page: number, perPage: number) {
    return reviewQueue(q, 'withdrawals', filter, page, perPage);
  },
};

/** The review queue's filter as the back office gives it: the player by username. */
export type AdminWithdrawalFilter = Omit<ReviewQueueFilter, 'paytype' | 'userId'> & { username?: string };

export type WithdrawalFilter = Omit<RecordsFilter, 'platform'>;

function filtered(q: Q, filter: WithdrawalFilter) {
  let base = q.selectFrom('withdrawals').where('user_id', '=', filter.userId);
  if (filter.since !== undefined) base = base.where('created_at', '>=', filter.since);
  return base;
}
