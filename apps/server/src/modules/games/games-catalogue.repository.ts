import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, GamesTable, PlatformsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface GamesQuery {
  platform?: string;
  category?: string;
  /** Lower-case, without LIKE wildcards: matched anywhere in the name or the game code. */
  q?: string;
  app_state?: 0 | 1;
  hot?: 0 | 1;
  page: number;
  perPage: number;
}

/** The console's reads and writes of platforms and games (through games.public.ts). */
export const gamesCatalogueRepository = {
  /** Platforms in lobby order. */
  platforms(q: Q) {
    return q.selectFrom('platforms').selectAll().orderBy('sort', 'desc').orderBy('code').execute();
  },

  /** Per platform: its games and how many of them players see. */
  gameCounts(q: Q) {
    return q
      .selectFrom('games')
      .select([
        'platform',
        (eb) => eb.fn.countAll<number>().as('total'),
        (eb) => eb.fn.sum<number>('app_state').as('shown'),
      ])
      .groupBy('platform')
      .execute();
  },

  /**
   * Takes the platform's row lock with a no-op write, so two operators' edits apply one after the
   * other; false when there is no such platform.
   */
  async lockPlatform(trx: Transaction<DB>, code: string): Promise<boolean> {
    const locked = await trx
      .updateTable('platforms')
      .set((eb) => ({ sort: eb.ref('sort') }))
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(locked.numUpdatedRows) > 0;
  },

  platform(q: Q, code: string) {
    return q.selectFrom('platforms').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  },

  updatePlatform(q: Q, code: string, values: Updateable<PlatformsTable>) {
    return q.updateTable('platforms').set(values).where('code', '=', code).execute();
  },

  /** One page of games with their platform's name and switch, in lobby order, and the total. */
  async gamesPage(q: Q, filter: GamesQuery) {
    let base = q.selectFrom('games as g').innerJoin('platforms as p', 'p.code', 'g.platform');
    if (filter.platform) base = base.where('g.platform', '=', filter.platform);
    if (filter.category) base = base.where('g.category_id', '=', filter.category);
    if (filter.app_state !== undefined) base = base.where('g.app_state', '=', filter.app_state);
    if (filter.hot !== undefined) base = base.where('g.hot', '=', filter.hot);
    const text = filter.q;
    if (text)
      base = base.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['g.name']), 'like', `%${text}%`),
          eb(eb.fn('lower', ['g.game_code']), 'like', `%${text}%`),
        ]),
      );
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll('g')
        .select(['p.name as platform_name', 'p.enabled as platform_enabled'])
        .orderBy('p.sort', 'desc')
        .orderBy('g.sort', 'desc')
        .orderBy('g.id')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute(),
    ]);
    return { total: Number(total.n), rows };
  },

  /** The game's row lock (see lockPlatform); false when there is no such game. */
  async lockGame(trx: Transaction<DB>, id: number): Promise<boolean> {
    const locked = await trx
      .updateTable('games')
      .set((eb) => ({ sort: eb.ref('sort') }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(locked.numUpdatedRows) > 0;
  },

  game(q: Q, id: number) {
    return q.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  updateGame(q: Q, id: number, values: Updateable<GamesTable>) {
    return q.updateTable('games').set(values).where('id', '=', id).execute();
  },
};
