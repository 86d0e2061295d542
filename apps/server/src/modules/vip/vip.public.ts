// What other modules may read of the VIP module, which owns `vip_levels` and `player_stats`.
// Each function takes the caller's handle first.
import { vipRepository } from './vip.repository.js';

export const vipReads = {
  /** A VIP level's name, or undefined when the level is not configured. */
  levelName: vipRepository.levelName,
  /** The player's valid bets counted towards VIP levels, in fen. */
  validBetTotal: vipRepository.validBetTotal,
};

/** The level table as operators edit it (players read it through the VIP service's cache). */
export const vipLevels = {
  /** Every level, in level order, as stored. */
  all: vipRepository.levels,
  /** Every level's row lock (no-op write): two operators' edits apply one after the other. */
  lockAll: vipRepository.lockLevels,
  update: vipRepository.updateLevel,
};
