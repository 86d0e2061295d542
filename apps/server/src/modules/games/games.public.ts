// What other modules may ask of the game catalogue (platforms, games, player_games: owned here).
// Every function takes the handle first, so a caller stays in its own transaction.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { gamesCatalogueRepository } from './games-catalogue.repository.js';
import { gameKey, gamesRepository } from './games.repository.js';

export type { GamesQuery } from './games-catalogue.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

export { gameKey };

/** Names shown beside records. */
export const catalogue = {
  /** Every platform's display name by its code (a Map). */
  platformNames: gamesRepository.platformNames,
  /** The display names of these games, keyed by `gameKey(platform, game_code)` (a Map). */
  gameNames: gamesRepository.gameNames,
  /** The most one bet of a game returns, in percent of its stake: 0 not set, null not in the catalogue. */
  maxWinPercent: gamesRepository.maxWinPercent,
};

/** Platforms as the wallets and the figures use them. */
export const platforms = {
  /** A platform's code, name, adapter, wallet mode and enabled flag; undefined when unknown. */
  forWallet: gamesRepository.platformForWallet,
  /** Enabled transfer-mode platforms (code, name, adapter, wallet mode, enabled), in lobby order. */
  transferMode: gamesRepository.transferPlatforms,
  /** Every enabled platform's code and name, in lobby order. */
  enabled: gamesRepository.enabledPlatforms,
  /** Every platform's code, game category and rebate category. */
  categories: gamesRepository.platformCategories,
  /** Each of these platforms' adapter, by code (unknown codes are left out). */
  adaptersByCodes: gamesRepository.adaptersByCodes,
  /** The adapter the platform's games are played through; null when there is no such platform. */
  async adapterOf(q: Q, code: string): Promise<string | null> {
    return (await gamesRepository.platform(q, code))?.adapter ?? null;
  },
};

/** The console's catalogue: platforms and games with their switches, order and row locks. */
export const gamesCatalogue = {
  platforms: gamesCatalogueRepository.platforms,
  gameCounts: gamesCatalogueRepository.gameCounts,
  lockPlatform: gamesCatalogueRepository.lockPlatform,
  platform: gamesCatalogueRepository.platform,
  updatePlatform: gamesCatalogueRepository.updatePlatform,
  gamesPage: gamesCatalogueRepository.gamesPage,
  lockGame: gamesCatalogueRepository.lockGame,
  game: gamesCatalogueRepository.game,
  updateGame: gamesCatalogueRepository.updateGame,
};
