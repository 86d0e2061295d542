// What other modules may read of the VIP module, which owns `vip_levels` and `player_stats`.
// Each function takes the caller's handle first.
import { vipRepository } from './vip.repository.js';

export const vipReads = {
  /** A VIP level's name, or undefined when the level is not configured. */
  levelName: vipRepository.levelName,
  /** The player's valid bets counted towards VIP levels, in fen. */
  validBetTotal: vipRepository.validBetTotal,
};
