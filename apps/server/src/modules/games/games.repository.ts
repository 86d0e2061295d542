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

  /** A platform as the wallets move money with it: its name, adapter, wallet mode and whether it is open. */
  platformForWallet(q: Q, code: string) {
    return q
      .selectFrom('platforms')
      .select(['code', 'name', 'adapter', 'wallet_mode', 'enabled'])
      .where('code', '=', code)
      .executeTakeFirst();
  },

  /** The most one bet of the game returns, in percent of its stake; 0 when the game sets none. */
  async maxWinPercent(q: Q, platform: string, gameCode: string): Promise<number | null> {
    const row = await q
      .selectFrom('games')
      .select('max_win_percent')
      .where('platform', '=', platform)
      .where('game_code', '=', gameCode)
      .executeTakeFirst();
    return row ? Number(row.max_win_percent) : null;
  },

  /** Enabled transfer-mode platforms, in lobby order. */
  transferPlatforms(q: Q) {
    return q
      .selectFrom('platforms')
      .select(['code', 'name', 'adapter', 'wallet_mode', 'enabled'])
      .where('wallet_mode', '=', 'transfer')
      .where('enabled', '=', 1)
      .orderBy('sort', 'desc')
      .execute();
  },

  /** Every enabled platform, whatever its wallet mode, in lobby order. */
  enabledPlatforms(q: Q) {
    return q
      .selectFrom('platforms')
      .select(['code', 'name'])
      .where('enabled', '=', 1)
      .orderBy('sort', 'desc')
      .execute();
  },

  /** Every platform's game category and rebate category. */
  platformCategories(q: Q) {
    return q.selectFrom('platforms').select(['code', 'category_id', 'rebate_category']).execute();
  },

  /** Each of these platforms' adapter, by code (unknown codes are left out). */
  async adaptersByCodes(q: Q, codes: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(codes)];
    if (unique.length === 0) return new Map();
    const rows = await q
      .selectFrom('platforms')
      .select(['code', 'adapter'])
      .where('code', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.code, r.adapter]));
  },

  /** The platform's game of this code, or without a code its first game in lobby order (the lobby). */
  launchable(q: Q, platform: string, gameCode?: string) {
    let game = q.selectFrom('games').select(['game_code', 'app_state']).where('platform', '=', platform);
    game = gameCode ? game.where('game_code', '=', gameCode) : game.orderBy('sort', 'desc');
    return game.executeTakeFirst();
  },

  /** Every platform's name by code, enabled or not. */
  async platformNames(q: Q): Promise<Map<string, string>> {
    const rows = await q.selectFrom('platforms').select(['code', 'name']).execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  },

  /** The names of these games, keyed by gameKey(platform, code); games not in the catalogue are absent. */
  async gameNames(q: Q, keys: ReadonlyArray<{ platform: string; game_code: string }>) {
    const names = new Map<string, string>();
    const platforms = [...new Set(keys.map((k) => k.platform))];
    if (platforms.length === 0) return names;
    const rows = await q
      .selectFrom('games')
      .select(['platform', 'game_code', 'name'])
      .where('platform', 'in', platforms)
      .where(
        'game_code',
        'in',
        keys.map((k) => k.game_code),
      )
      .execute();
    for (const r of rows) names.set(gameKey(r.platform, r.game_code), r.name);
    return names;
  },
};

/** A game's key in gameNames' answer. */
export const gameKey = (platform: string, gameCode: string) => `${platform}\u0000${gameCode}`;
