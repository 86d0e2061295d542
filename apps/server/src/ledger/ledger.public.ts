// What other modules may read of balances and journals (accounts, ledger_journals, ledger_entries:
// owned here). Writes go through postJournal (ledger.ts). Every function takes the handle first, so
// a caller reads inside its own transaction.
import { ledgerReadsRepository } from './ledger-reads.js';

// --- Play side: wallets, transfers, agent figures (i28-own-play) ---

export const ledgerReads = {
  /** The player's main wallet balance in fen (0 before the wallet exists). */
  mainBalance: ledgerReadsRepository.mainBalance,
  /** The player's wallet balance (fen) on each game platform that has one, by platform code. */
  platformBalances: ledgerReadsRepository.platformBalances,
  /** The id of the player's main wallet account (a journal leg names it), or null before it exists. */
  mainWalletId: ledgerReadsRepository.mainWalletId,
  /** Sums per player and reason over [start, end): deposits, paid withdrawals, bonuses and the like. */
  sumsByUserAndReason: ledgerReadsRepository.sumsByUserAndReason,
  /** Each of these players' first journal of a reason (e.g. the first deposit), as `first`. */
  firstJournalAt: ledgerReadsRepository.firstJournalAt,
};
