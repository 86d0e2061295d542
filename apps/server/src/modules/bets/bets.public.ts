// What other modules may read of the bets module, which owns `bets` and `provider_cursors`. Each
// function takes the caller's handle first; the queries for the reports are run by the caller.
import { betReadsRepository } from './bet-reads.repository.js';

export const bets = {
  /** The player's latest bets (platform and game by code), newest first. */
  recent: betReadsRepository.recent,
  /** Valid stakes and net win/loss (fen) of the player's bets placed since a time (risk control). */
  sumsSince: betReadsRepository.sumsSince,
  /** Settled bets summed per Beijing day and platform, as a query to insert from. */
  settledDaySumsQuery: betReadsRepository.settledDaySumsQuery,
  /** Each (Beijing day, player) with a settled bet, once, as a query to insert from. */
  settledBettorDaysQuery: betReadsRepository.settledBettorDaysQuery,
  /** Bets after an id, oldest first (the risk scans' cursor). */
  after: betReadsRepository.after,
  /** Every bet of some rounds, by round number. */
  inRounds: betReadsRepository.inRounds,
  /** Some players' bets placed in a time range. */
  ofPlayersBetween: betReadsRepository.ofPlayersBetween,
  /** Each player's settled turnover and net result in a time range, above a turnover. */
  playerTotalsBetween: betReadsRepository.playerTotalsBetween,
};
