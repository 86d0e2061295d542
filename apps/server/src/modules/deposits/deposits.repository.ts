import type { Insertable, Kysely, Transaction } from 'kysely';
import { reviewQueue, type ReviewQueueFilter } from '../../db/review-queue.js';
import type { DB, DepositsTable } from '../../db/schema.js';
import { countCapped } from '../../db/count-capped.js';
import { pageDescending, type RecordsFilter } from '../../db/pages.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { DEPOSIT_STATE, REVIEWED_CHANNEL } from './deposit-state.js';

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
  /** The player's credited deposits since `since`, oldest first, in fen. */
  async creditedAmounts(q: Q, userId: number, since = 0): Promise<number[]> {
    const rows = await q
      .selectFrom('deposits')
      .select('amount_fen')
      .where('user_id', '=', userId)
      .where('state', '=', DEPOSIT_STATE.approved)
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => Number(r.amount_fen));
  },

  /** Closes the gateway orders still unpaid that were opened before `before`; returns how many. */
  async closeUnpaid(db: Q, before: number, now: number): Promise<number> {
    const result = await db
      .updateTable('deposits')
      .set({ state: DEPOSIT_STATE.rejected, reason: '超时未支付', updated_at: now })
      .where('state', '=', DEPOSIT_STATE.pending)
      .where('channel', '!=', REVIEWED_CHANNEL)
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

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
    // The player's main wallet comes back with the order: one round trip fewer per credit.
    return q
      .returning([
        'id',
        'user_id',
        'deposit_no',
        'amount_fen',
        ledgerReads.mainWalletIdOf(db, 'deposits.user_id').as('wallet'),
      ])
      .executeTakeFirst();
  },

  /** The records screen's columns only. */
  listForPlayer(q: Q, filter: DepositFilter, page: number, perPage: number) {
    const rows = filtered(q, filter).select(['created_at', 'deposit_no', 'channel', 'amount_fen', 'state']);
    return pageDescending(rows, ['created_at', 'id'], page, perPage);
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: DepositFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },

  /** The review queue or history: lib/money-review.ts. */
  reviewQueue(q: Q, filter: ReviewQueueFilter, page: number, perPage: number) {
    return reviewQueue(q, 'deposits', filter, page, perPage);
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

export type DepositFilter = Omit<RecordsFilter, 'platform'>;

function filtered(q: Q, filter: DepositFilter) {
  let base = q.selectFrom('deposits').where('user_id', '=', filter.userId);
  if (filter.since !== undefined) base = base.where('created_at', '>=', filter.since);
  return base;
}

/** The review queue's filter as the back office gives it: the player by username. */
export type AdminDepositFilter = Omit<ReviewQueueFilter, 'userId'> & { username?: string };
