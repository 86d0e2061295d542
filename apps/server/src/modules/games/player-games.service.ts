import type { Kysely } from 'kysely';
import { GAME_SEARCH_MSG, type GameItem } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { playerGamesRepository as repo } from './player-games.repository.js';

type LobbyRow = Awaited<ReturnType<typeof repo.search>>[number];

/** A lobby game as the catalogue list (/api/game/list) answers it, so every tile is drawn alike. */
export const toGameItem = (g: Omit<LobbyRow, 'id'>): GameItem => ({
  category_id: g.category_id as GameItem['category_id'],
  platform_name: g.platform,
  platform_title: g.platform_title,
  game_code: g.game_code,
  game_type: g.game_type,
  name: g.name,
  mobile_img: g.mobile_img,
  app_state: g.app_state === 1 ? 1 : 0,
  hot: g.hot === 1 ? 1 : 0,
});

/** The lobby's search across platforms, and each player's favourites and recently played games. */
export function createPlayerGames(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async search(keyword: string): Promise<GameItem[]> {
      const words = keyword.trim();
      if (!words) throw new AppError(GAME_SEARCH_MSG.keywordRequired);
      return (await repo.search(db, words)).map(toGameItem);
    },

    async favourites(userId: number): Promise<GameItem[]> {
      return (await repo.favourites(db, userId)).map(toGameItem);
    },

    async recent(userId: number): Promise<GameItem[]> {
      return (await repo.recent(db, userId)).map(toGameItem);
    },

    async setFavourite(userId: number, platform: string, gameCode: string, favourite: 0 | 1): Promise<void> {
      const game = await repo.gameId(db, platform, gameCode);
      if (!game) throw new AppError(GAME_SEARCH_MSG.gameUnknown);
      await repo.setFavourite(db, userId, game.id, favourite, clock.now().getTime());
    },

    /** After a launch: the game heads the player's recently played. */
    async played(userId: number, platform: string, gameCode: string): Promise<void> {
      const game = await repo.gameId(db, platform, gameCode);
      if (game) await repo.markPlayed(db, userId, game.id, clock.now().getTime());
    },
  };
}

export type PlayerGames = ReturnType<typeof createPlayerGames>;
