import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { orderTotalsByState } from '../../db/review-queue.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The players' withdrawals as other modules read them (the back office's player screens). */
export const withdrawalReadsRepository = {
  /** Sum and count per state of the player's withdrawals. */
  totalsByState: (q: Q, userId: number) => orderTotalsByState(q, 'withdrawals', userId),

  /** These requests as the risk check reads them (target, amount, state, time). */
  forRisk(q: Q, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return q
      .selectFrom('withdrawals')
      .select(['id', 'order_no', 'user_id', 'type', 'card_id', 'bank', 'bank_no', 'amount_fen', 'state'])
      .select('created_at')
      .where('id', 'in', [...ids])
      .execute();
  },

  /** The player's latest requests, newest first. */
  recent(q: Q, userId: number, limit: number) {
    return q
      .selectFrom('withdrawals')
      .select(['order_no', 'type', 'amount_fen', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
};
