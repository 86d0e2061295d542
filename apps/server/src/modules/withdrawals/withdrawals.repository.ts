import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { reviewListTime } from '../../lib/money-review.js';
import { countCapped, countJoinedCapped } from '../../db/count-capped.js';
import type { DB, WithdrawalsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const withdrawalsRepository = {
  /** Blacklisted and disabled flags, read at request time (a session can outlive them). */
  playerFlags(q: Q, userId: number) {
    return q.selectFrom('users').select(['isblack', 'status']).where('id', '=', userId).executeTakeFirst();
  },

  /** The player's own card (or address) still bound. */
  boundCard(q: Q, userId: number, cardId: number) {
    return q
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** A ledger account's cached balance (the journal just posted did not touch it). */
  accountBalance(q: Q, accountId: number) {
    return q.selectFrom('accounts').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow();
  },

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
  settle(
    q: Q,
    id: number,
    set: { state: number; reason?: string; reviewed_by: number; reviewed_at: number; updated_at: number },
  ) {
    return q
      .updateTable('withdrawals')
      .set(set)
      .where('id', '=', id)
      .where('state', '=', 1)
      .returning(['id', 'order_no', 'user_id', 'amount_fen'])
      .executeTakeFirst();
  },

  list(q: Q, filter: WithdrawalFilter, page: number, perPage: number) {
    return filtered(q, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
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

  countForAdmin(q: Q, filter: AdminWithdrawalFilter): Promise<number> {
    return countJoinedCapped(q, adminFiltered(q, filter).select(sql<number>`1`.as('one')));
  },

  /**
   * The review queue and history: each request with its player's name, balance and turnover still
   * required.
   */
  listForAdmin(q: Q, filter: AdminWithdrawalFilter, page: number, perPage: number) {
    return adminFiltered(q, filter)
      .leftJoin('accounts as a', (j) =>
        j.onRef('a.user_id', '=', 'w.user_id').on('a.kind', '=', 'main').on('a.platform', '=', ''),
      )
      .leftJoin('player_turnover as t', 't.user_id', 'w.user_id')
      .leftJoin('operators as o', 'o.id', 'w.reviewed_by')
      .selectAll('w')
      .select([
        'u.username',
        'u.realname',
        'u.vip',
        'u.status as user_status',
        'u.isblack',
        'a.balance',
        't.required_fen',
        'o.username as reviewer',
      ])
      .orderBy(`w.${reviewListTime(filter.states)}` as const, 'desc')
      .orderBy('w.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },
};

export interface AdminWithdrawalFilter {
  states: number[];
  /** Exact player username (lower-case). */
  username?: string;
  /** Half-open range on the time the request was made (pending) or last changed (history). */
  from?: number;
  to?: number;
}

function adminFiltered(q: Q, filter: AdminWithdrawalFilter) {
  const at = `w.${reviewListTime(filter.states)}` as const;
  let base = q
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .where('w.state', 'in', filter.states);
  if (filter.username) base = base.where('u.username', '=', filter.username);
  if (filter.from !== undefined) base = base.where(at, '>=', filter.from);
  if (filter.to !== undefined) base = base.where(at, '<', filter.to);
  return base;
}

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
