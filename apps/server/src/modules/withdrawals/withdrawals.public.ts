// What other modules may read of the withdrawals module, which owns `withdrawals`. Each function
// takes the caller's handle first.
import { withdrawalReadsRepository } from './withdrawal-reads.repository.js';

export const withdrawals = {
  /** Sum (fen) and count per state of the player's requests. */
  totalsByState: withdrawalReadsRepository.totalsByState,
  /** The player's latest requests (number, type, amount, state, time), newest first. */
  recent: withdrawalReadsRepository.recent,
  /** These requests by id (target, amount, state, time): the risk check and its queue. */
  forRisk: withdrawalReadsRepository.forRisk,
};
