import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { reviewListTime } from '../../lib/money-review.js';
import { countCapped, countJoinedCapped } from '../../db/count-capped.js';
import type { DB, DepositsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export type DepositMatch =
  { id: number } | { deposit_no: string; gateway: string; currency: string; pay_amount: number };

export const depositsRepository = {
  channels(db: Q) {
    return db.selectFrom('pay_channels').selectAll().orderBy('sort', 'desc').execute();
  },

  channel(db: Q, key: string) {
    return db.selectFrom('pay_channels').selectAll().where('key', '=', key).executeTakeFirst();
  },

  receivingAccounts(db: Q) {
    return db.selectFrom('pay_banks').selectAll().where('state', '=', 1).orderBy('id').execute();
  },

  receivingAccount(db: Q, id: number) {
    return db.selectFrom('pay_banks').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A remitter's bank from the list, by id. */
  bankName(db: Q, id: number) {
    return db.selectFrom('banks').select('bank_name').where('id', '=', id).executeTakeFirst();
  },

  /** Any card or address the player has bound; deposits need one. */
  anyBoundCard(db: Q, userId: number) {
    return db
      .selectFrom('cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
  },

  /** The player's orders in `state` made since `since`. */
  countSince(db: Q, userId: number, state: number, since: number) {
    return db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('state', '=', state)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
  },

  insert(db: Q, row: Insertable<DepositsTable>) {
    return db.insertInto('deposits').values(row).returning('id').executeTakeFirstOrThrow();
  },

  setPayment(db: Q, id: number, gateway: string, payUrl: string, address: string) {
    return db
      .updateTable('deposits')
      .set({ gateway, pay_url: payUrl, pay_address: address })
      .where('id', '=', id)
      .execute();
  },

  byNo(db: Q, depositNo: string) {
    return db.selectFrom('deposits').selectAll().where('deposit_no', '=', depositNo).executeTakeFirst();
  },

  byId(db: Q, id: number) {
    return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /**
   * Moves an order out of one of `from` states; the order when this call made the change. `match`
   * names it by id, or by number together with what a gateway callback must agree on.
   */
  transition(
    db: Q,
    match: DepositMatch,
    from: number[],
    set: {
      state: number;
      reason?: string;
      reviewed_by?: number | null;
      reviewed_at?: number | null;
      updated_at: number;
    },
  ) {
    let q = db.updateTable('deposits').set(set).where('state', 'in', from);
    q =
      'id' in match
        ? q.where('id', '=', match.id)
        : q
            .where('deposit_no', '=', match.deposit_no)
            .where('gateway', '=', match.gateway)
            .where('currency', '=', match.currency)
            .where('pay_amount', '=', match.pay_amount);
    return q.returning(['id', 'user_id', 'deposit_no', 'amount_fen']).executeTakeFirst();
  },

  list(q: Q, filter: DepositFilter, page: number, perPage: number) {
    return filtered(q, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  /** The records screen's columns only. */
  listForPlayer(q: Q, filter: DepositFilter, page: number, perPage: number) {
    return filtered(q, filter)
      .select(['created_at', 'deposit_no', 'channel', 'amount_fen', 'state'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: DepositFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },

  countForAdmin(q: Q, filter: AdminDepositFilter): Promise<number> {
    return countJoinedCapped(q, adminFiltered(q, filter).select(sql<number>`1`.as('one')));
  },

  /** The review queue and history: each order with its player's name, balance and turnover still required. */
  listForAdmin(q: Q, filter: AdminDepositFilter, page: number, perPage: number) {
    return adminFiltered(q, filter)
      .leftJoin('accounts as w', (j) =>
        j.onRef('w.user_id', '=', 'd.user_id').on('w.kind', '=', 'main').on('w.platform', '=', ''),
      )
      .leftJoin('player_turnover as t', 't.user_id', 'd.user_id')
      .leftJoin('operators as o', 'o.id', 'd.reviewed_by')
      .selectAll('d')
      .select([
        'u.username',
        'u.realname',
        'u.vip',
        'u.status as user_status',
        'u.isblack',
        'w.balance',
        't.required_fen',
        'o.username as reviewer',
      ])
      .orderBy(`d.${reviewListTime(filter.states)}` as const, 'desc')
      .orderBy('d.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  logEvent(
    db: Q,
    row: {
      gateway: string;
      event_id?: string;
      order_no?: string;
      outcome: string;
      detail?: string;
      remote_ip?: string;
      created_at: number;
    },
  ) {
    return db.insertInto('gateway_events').values(row).execute();
  },
};

export interface DepositFilter {
  userId?: number;
  state?: number;
  paytype?: string;
  since?: number;
}

function filtered(q: Q, filter: DepositFilter) {
  let base = q.selectFrom('deposits');
  if (filter.userId !== undefined) base = base.where('user_id', '=', filter.userId);
  if (filter.state !== undefined) base = base.where('state', '=', filter.state);
  if (filter.paytype !== undefined) base = base.where('paytype', '=', filter.paytype);
  if (filter.since !== undefined) base = base.where('created_at', '>=', filter.since);
  return base;
}

export interface AdminDepositFilter {
  states: number[];
  paytype?: string;
  /** Exact player username (lower-case). */
  username?: string;
  /** Half-open range on the time the order was made (pending) or last changed (history). */
  from?: number;
  to?: number;
}

function adminFiltered(q: Q, filter: AdminDepositFilter) {
  const at = `d.${reviewListTime(filter.states)}` as const;
  let base = q
    .selectFrom('deposits as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .where('d.state', 'in', filter.states);
  if (filter.paytype) base = base.where('d.paytype', '=', filter.paytype);
  if (filter.username) base = base.where('u.username', '=', filter.username);
  if (filter.from !== undefined) base = base.where(at, '>=', filter.from);
  if (filter.to !== undefined) base = base.where(at, '<', filter.to);
  return base;
}
