// What other modules may read of the turnover module, which owns `player_turnover` and
// `turnover_items` (changes go through `turnover` in turnover.ts). Each takes the caller's handle first.
import { turnover } from './turnover.js';
import { turnoverRepository } from './turnover.repository.js';

export const turnoverReads = {
  /** What the player must still bet before withdrawing, in fen (0 when nothing). */
  remaining: turnover.remaining,
  /** The same for several players, by id (a Map; nothing stored: absent). */
  remainingByIds: turnoverRepository.remainingByIds,
};
