// What other modules may ask of the players' deposits (the deposits tables, which this module owns).
// Every function takes the handle first, so a caller stays in its own transaction.
import { depositsRepository } from './deposits.repository.js';

// --- Play side: activities' apply rules (i28-own-play) ---

export const deposits = {
  /** The amounts (fen) of the player's credited deposits made at or after `since`, oldest first. */
  creditedAmounts: depositsRepository.creditedAmounts,
};
