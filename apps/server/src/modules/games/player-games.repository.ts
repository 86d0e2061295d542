import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { GAME_SEARCH_LIMIT, RECENT_GAMES_LIMIT } from '@app/shared';
import { enabledGames } from './games.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Open games of enabled platforms, with their id (for player_games) and hot flag and platform title. */
function lobbyGames(db: Q) {
  return enabledGames(db).select(['g.id', 'g.hot', 'p.name as platform_title']).where('g.app_state', '=', 1);
}

/** `%` and `_` typed by a player are letters, not wildcards. */
const likeText = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const playerGamesRepository = {
  /** Games whose name (or platform's name) holds the keyword, hot ones and catalogue order first. */
  search(db: Q, keyword: string) {
    const pattern = likeText(keyword);
    return lobbyGames(db)
      .where((eb) =>
        eb.or([
          eb('g.name', 'like', sql<string>`${pattern} escape '\\'`),
          eb('p.name', 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      )
      .orderBy('g.hot', 'desc')
      .orderBy('p.sort', 'desc')
      .orderBy('g.sort', 'desc')
      .limit(GAME_SEARCH_LIMIT)
      .execute();
  },

  gameId(db: Q, platform: string, gameCode: string) {
    return db
      .selectFrom('games')
      .select('id')
      .where('platform', '=', platform)
      .where('game_code', '=', gameCode)
      .executeTakeFirst();
  },

  favourites(db: Q, userId: number) {
    return lobbyGames(db)
      .innerJoin('player_games as pg', 'pg.game_id', 'g.id')
      .where('pg.user_id', '=', userId)
      .where('pg.favourite', '=', 1)
      .orderBy('pg.favourited_at', 'desc')
      .execute();
  },

  recent(db: Q, userId: number) {
    return lobbyGames(db)
      .innerJoin('player_games as pg', 'pg.game_id', 'g.id')
      .where('pg.user_id', '=', userId)
      .where('pg.played_at', 'is not', null)
      .orderBy('pg.played_at', 'desc')
      .limit(RECENT_GAMES_LIMIT)
      .execute();
  },

  /** Marks or unmarks a favourite; idempotent. */
  async setFavourite(db: Q, userId: number, gameId: number, favourite: 0 | 1, now: number) {
    await db
      .insertInto('player_games')
      .values({ user_id: userId, game_id: gameId, favourite, favourited_at: favourite ? now : null })
      .onConflict((oc) =>
        oc.columns(['user_id', 'game_id']).doUpdateSet({ favourite, favourited_at: favourite ? now : null }),
      )
      .execute();
  },

  /** Records a launch; the list keeps its newest RECENT_GAMES_LIMIT by played_at when read. */
  async markPlayed(db: Q, userId: number, gameId: number, now: number) {
    await db
      .insertInto('player_games')
      .values({ user_id: userId, game_id: gameId, played_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ played_at: now }))
      .execute();
  },
};
