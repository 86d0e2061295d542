// What other modules may ask of the game catalogue (platforms, games, player_games: owned here).
// Every function takes the handle first, so a caller stays in its own transaction.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { gamesRepository } from './games.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The key a game is known by in gameNames' answer. */
export const gameKey = (platform: string, gameCode: string) => `${platform}\u0000${gameCode}`;

// --- Play side: wallets, transfers, bets and rebates records, agent figures (i28-own-play) ---

export const platforms = {
  /** A platform's code, name, adapter, wallet mode and enabled flag; undefined when unknown. */
  forWallet: gamesRepository.platformForWallet,
  /** Enabled transfer-mode platforms (code, name, adapter, wallet mode, enabled), in lobby order. */
  transferMode: gamesRepository.transferPlatforms,
  /** Every enabled platform's code and name, in lobby order. */
  enabled: gamesRepository.enabledPlatforms,
  /** Every platform's code, game category and rebate category. */
  categories: gamesRepository.platformCategories,

  /** Each of these platforms' name, by code (unknown codes are left out). */
  async namesByCodes(q: Q, codes: readonly string[]): Promise<Map<string, string>> {
    const rows = await gamesRepository.platformsByCodes(q, codes, ['name']);
    return new Map(rows.map((r) => [r.code, r.name]));
  },

  /** Each of these platforms' adapter, by code (unknown codes are left out). */
  async adaptersByCodes(q: Q, codes: readonly string[]): Promise<Map<string, string>> {
    const rows = await gamesRepository.platformsByCodes(q, codes, ['adapter']);
    return new Map(rows.map((r) => [r.code, r.adapter]));
  },
};

export const gameTitles = {
  /** The names of these games, by gameKey(platform, game code) (unknown games are left out). */
  async namesOf(
    q: Q,
    games: readonly { platform: string; game_code: string }[],
  ): Promise<Map<string, string>> {
    const rows = await gamesRepository.gameNames(q, games);
    return new Map(rows.map((r) => [gameKey(r.platform, r.game_code), r.name]));
  },
};
