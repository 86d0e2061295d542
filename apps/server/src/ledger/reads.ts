import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { pageDescending, withTotal } from '../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Which of a player's wallet entries a list shows: one reason, a half-open time range. */
export interface EntryFilter {
  reason?: string;
  from?: number;
  to?: number;
}

/** The player's own wallets' entries (main and game platforms), not the house's side. */
function walletEntries(q: Q, userId: number, filter: EntryFilter) {
  let base = q
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
    .where('a.user_id', '=', userId)
    .where('a.kind', 'in', ['main', 'platform']);
  if (filter.reason) base = base.where('j.reason', '=', filter.reason);
  if (filter.from !== undefined) base = base.where('e.created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('e.created_at', '<', filter.to);
  return base;
}

/** Balances and journals as other modules read them; only the ledger writes them (postJournal). */
export const ledgerReadQueries = {
  /** Each player's main wallet balance, by id; a player with no wallet yet is absent. */
  async mainBalances(q: Q, userIds: readonly number[]): Promise<Map<number, number>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await q
      .selectFrom('accounts')
      .select(['user_id', 'balance'])
      .where('user_id', 'in', unique)
      .where('kind', '=', 'main')
      .where('platform', '=', '')
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), Number(r.balance)]));
  },

  /** The player's main wallet and game-platform wallets, main first, then by platform code. */
  wallets(q: Q, userId: number) {
    return q
      .selectFrom('accounts')
      .select(['id', 'kind', 'platform', 'balance'])
      .where('user_id', '=', userId)
      .where('kind', 'in', ['main', 'platform'])
      .orderBy('kind')
      .orderBy('platform')
      .execute();
  },

  /** An account's cached balance. */
  async accountBalance(q: Q, accountId: number): Promise<number> {
    const row = await q
      .selectFrom('accounts')
      .select('balance')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  },

  /** One page of the player's wallet entries, newest first, with the journal's reason and reference. */
  walletEntriesPage(q: Q, userId: number, filter: EntryFilter, page: number, perPage: number) {
    const base = walletEntries(q, userId, filter);
    const rows = base.select([
      'e.id',
      'e.amount',
      'e.balance_after',
      'e.created_at',
      'a.kind',
      'a.platform',
      'j.reason',
      'j.ref_type',
      'j.ref_id',
      'j.memo',
    ]);
    return withTotal(q, base, pageDescending(rows, ['e.id'], page, perPage));
  },

  /** Stakes, wins and refunds posted for the player since `since` (both wallet modes): wins less stakes. */
  async gameNet(q: Q, userId: number, since: number): Promise<number> {
    const rows = await q
      .selectFrom('ledger_journals')
      .select(['reason', (eb) => eb.fn.sum<number>('amount').as('total')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .where('reason', 'in', ['bet', 'win', 'rollback'])
      .groupBy('reason')
      .execute();
    return rows.reduce((net, r) => net + (r.reason === 'bet' ? -Number(r.total) : Number(r.total)), 0);
  },

  /** How many journals and accounts the ledger holds. */
  async size(q: Q): Promise<{ journals: number; accounts: number }> {
    const counts = await q
      .selectFrom('ledger_journals')
      .select((eb) => [
        eb.fn.countAll<number>().as('journals'),
        eb
          .selectFrom('accounts')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('accounts'),
      ])
      .executeTakeFirstOrThrow();
    return { journals: Number(counts.journals), accounts: Number(counts.accounts) };
  },

  /**
   * The main wallet's id of the player in `userIdColumn` (a column of the caller's statement, such as
   * 'deposits.user_id'), as a subquery: the caller gets it back with its own row, one round trip
   * fewer. Null when none yet.
   */
  mainWalletIdOf(q: Q, userIdColumn: string) {
    return q
      .selectFrom('accounts')
      .select('accounts.id')
      .where('accounts.user_id', '=', sql.ref<number>(userIdColumn))
      .where('accounts.kind', '=', 'main')
      .where('accounts.platform', '=', '');
  },
};
