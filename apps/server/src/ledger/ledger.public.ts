// What other modules may read of the ledger, which owns `accounts`, `ledger_journals` and
// `ledger_entries`: balances and journals are read only through here and written only by
// postJournal (ledger.ts). Each function takes the caller's handle first.
import { ledgerReadQueries } from './reads.js';

export { ledgerReportQueries, type DayPlayerRow, type LedgerDayRow } from './report-queries.js';
export type { EntryFilter } from './reads.js';

export const ledgerReads = {
  /** Each player's main wallet balance in fen, by id (a Map; no wallet yet: absent). */
  mainBalances: ledgerReadQueries.mainBalances,
  /** The player's main and game-platform wallets (id, kind, platform code, balance). */
  wallets: ledgerReadQueries.wallets,
  /** An account's balance in fen. */
  accountBalance: ledgerReadQueries.accountBalance,
  /** A page of the player's own wallet entries, newest first, and their total (capped). */
  walletEntriesPage: ledgerReadQueries.walletEntriesPage,
  /** Wins and refunds less stakes posted for the player since a time, in fen. */
  gameNet: ledgerReadQueries.gameNet,
  /** How many journals and accounts there are. */
  size: ledgerReadQueries.size,
  /** The player's main wallet id as a subquery of the caller's statement (`returning`, `select`). */
  mainWalletIdOf: ledgerReadQueries.mainWalletIdOf,
};
