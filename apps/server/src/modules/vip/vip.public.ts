import { vipRepository as repo } from './vip.repository.js';

/**
 * What the vip module (owner of vip_levels and player_stats) answers other modules. Each function
 * takes the handle first, so a caller inside its transaction reads and writes through it.
 */

/** The level table as operators edit it (players read it through the VIP service's cache). */
export const vipLevels = {
  /** Every level, in level order, as stored. */
  all: repo.levels,
  /** Every level's row lock (no-op write): two operators' edits apply one after the other. */
  lockAll: repo.lockLevels,
  update: repo.updateLevel,
};
