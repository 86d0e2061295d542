import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Games of enabled platforms, with the columns every lobby list shows. */
export function enabledGames(db: Q) {
  return db
    .selectFrom('games as g')
    .innerJoin('platforms as p', 'p.code', 'g.platform')
    .select([
      'g.category_id',
      'g.platform',
      'g.game_code',
      'g.name',
      'g.mobile_img',
      'g.game_type',
      'g.app_state',
    ])
    .where('p.enabled', '=', 1);
}

export const gamesRepository = {
  /** Games of enabled platforms, optionally of one category, in catalogue order. */
  list(db: Kysely<DB>, category?: string) {
    let q = enabledGames(db).select(['g.hot', 'p.name as platform_title']);
    if (category) q = q.where('g.category_id', '=', category);
    return q.orderBy('p.sort', 'desc').orderBy('g.sort', 'desc').execute();
  },

  byPlatform(db: Kysely<DB>, platform: string) {
    return enabledGames(db)
      .where('g.platform', '=', platform)
      .where('g.app_state', '=', 1)
      .orderBy('g.sort', 'desc')
      .execute();
  },

  platform(q: Q, code: string) {
    return q.selectFrom('platforms').selectAll().where('code', '=', code).executeTakeFirst();
  },

  /** The platform's game of this code, or without a code its first game in lobby order (the lobby). */
  launchable(q: Q, platform: string, gameCode?: string) {
    let game = q.selectFrom('games').select(['game_code', 'app_state']).where('platform', '=', platform);
    game = gameCode ? game.where('game_code', '=', gameCode) : game.orderBy('sort', 'desc');
    return game.executeTakeFirst();
  },
};
