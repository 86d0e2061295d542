import type { Insertable, Kysely, Transaction } from 'kysely';
import { countCapped } from '../../lib/paging.js';
import type { DB, WithdrawalsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const withdrawalsRepository = {
  insert(q: Q, row: Insertable<WithdrawalsTable>) {
    return q.insertInto('withdrawals').values(row).execute();
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
  settle(q: Q, id: number, set: { state: number; reason?: string; reviewed_by: number; reviewed_at: number; updated_at: number }) {
    return q
      .updateTable('withdrawals')
      .set(set)
      .where('id', '=', id)
      .where('state', '=', 1)
      .returning(['id', 'order_no', 'user_id', 'amount_fen'])
      .executeTakeFirst();
  },

  list(q: Q, filter: WithdrawalFilter, page: number, perPage: number) {
    return filtered(q, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(perPage).offset((page - 1) * perPage).execute();
  },

  /** The records screen's columns only: a third of the cost of `select *` on a heavy player's page. */
  listForPlayer(q: Q, filter: WithdrawalFilter, page: number, perPage: number) {
    return filtered(q, filter)
      .select(['created_at', 'order_no', 'type', 'amount_fen', 'state'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: WithdrawalFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },
};

export interface WithdrawalFilter {
  userId?: number;
  state?: number;
  since?: number;
}

function filtered(q: Q, filter: WithdrawalFilter) {
  let base = q.selectFrom('withdrawals');
  if (filter.userId !== undefined) base = base.where('user_id', '=', filter.userId);
  if (filter.state !== undefined) base = base.where('state', '=', filter.state);
  if (filter.since !== undefined) base = base.where('created_at', '>=', filter.since);
  return base;
}
