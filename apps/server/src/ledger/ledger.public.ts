// What other modules may read of the ledger, which owns `accounts`, `ledger_journals` and
// `ledger_entries`: balances and journals are read only through here and written only by
// postJournal (ledger.ts). Each function takes the caller's handle first, so a caller reads inside
// its own transaction.
import { ledgerReadQueries } from './reads.js';

export { ledgerReportQueries, type DayPlayerRow, type LedgerDayRow } from './report-queries.js';
export type { EntryFilter } from './reads.js';

export const ledgerReads = {
  /** The player's main wallet balance in fen (0 before the wallet exists). */
  mainBalance: ledgerReadQueries.mainBalance,
  /** Each player's main wallet balance in fen, by id (a Map; no wallet yet: absent). */
  mainBalances: ledgerReadQueries.mainBalances,
  /** The player's wallet balance (fen) on each game platform that has one, by platform code. */
  platformBalances: ledgerReadQueries.platformBalances,
  /** The player's main and game-platform wallets (id, kind, platform code, balance). */
  wallets: ledgerReadQueries.wallets,
  /** An account's balance in fen. */
  accountBalance: ledgerReadQueries.accountBalance,
  /** The id of the player's main wallet account (a journal leg names it), or null before it exists. */
  mainWalletId: ledgerReadQueries.mainWalletId,
  /** The player's main wallet id as a subquery of the caller's statement (`returning`, `select`). */
  mainWalletIdOf: ledgerReadQueries.mainWalletIdOf,
  /** A page of the player's own wallet entries, newest first, and their total (capped). */
  walletEntriesPage: ledgerReadQueries.walletEntriesPage,
  /** Wins and refunds less stakes posted for the player since a time, in fen. */
  gameNet: ledgerReadQueries.gameNet,
  /** Sums per player and reason over [start, end): deposits, paid withdrawals, bonuses and the like. */
  sumsByUserAndReason: ledgerReadQueries.sumsByUserAndReason,
  /** Each of these players' first journal of a reason (e.g. the first deposit), as `first`. */
  firstJournalAt: ledgerReadQueries.firstJournalAt,
  /** How many journals and accounts there are. */
  size: ledgerReadQueries.size,
};
