import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { gamesCatalogueRepository as catalogue } from './games-catalogue.repository.js';
import { gamesRepository } from './games.repository.js';

export type { GamesQuery } from './games-catalogue.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * What the games module (owner of platforms, games and player_games) answers other modules. Each
 * function takes the handle first, so a caller inside its transaction reads and writes through it.
 */

export const platforms = {
  /** The adapter the platform's games are played through; null when there is no such platform. */
  async adapterOf(q: Q, code: string): Promise<string | null> {
    return (await gamesRepository.platform(q, code))?.adapter ?? null;
  },
};

/** The console's catalogue: platforms and games with their switches, order and row locks. */
export const gamesCatalogue = {
  platforms: catalogue.platforms,
  gameCounts: catalogue.gameCounts,
  lockPlatform: catalogue.lockPlatform,
  platform: catalogue.platform,
  updatePlatform: catalogue.updatePlatform,
  gamesPage: catalogue.gamesPage,
  lockGame: catalogue.lockGame,
  game: catalogue.game,
  updateGame: catalogue.updateGame,
};
