import type { Kysely, Selectable } from 'kysely';
import { GAME_CATEGORY_TABS } from '@app/shared';
import { inTransaction } from '../../db/database.js';
import type { DB, GamesTable, PlatformsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Actor } from './actor.js';

const CATEGORY_TITLE: Record<string, string> = Object.fromEntries(
  GAME_CATEGORY_TABS.map((c) => [c.key, c.title]),
);

export interface PlatformPatch {
  enabled?: 0 | 1;
  sort?: number;
}

export interface GamePatch {
  app_state?: 0 | 1;
  hot?: 0 | 1;
  sort?: number;
}

export interface GameFilter {
  platform?: string;
  category?: string;
  q?: string;
  app_state?: 0 | 1;
  hot?: 0 | 1;
  page: number;
  perPage: number;
}

function platformView(p: Selectable<PlatformsTable>) {
  return {
    code: p.code,
    name: p.name,
    category_id: p.category_id,
    category: CATEGORY_TITLE[p.category_id] ?? p.category_id,
    wallet_mode: p.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
    enabled: Number(p.enabled),
    sort: Number(p.sort),
  };
}

const gameView = (g: Selectable<GamesTable>) => ({
  id: g.id,
  platform: g.platform,
  game_code: g.game_code,
  name: g.name,
  app_state: Number(g.app_state),
  hot: Number(g.hot),
  sort: Number(g.sort),
});

/**
 * The game catalogue as operators run it: a platform is open or in maintenance (its games leave
 * the player lists and launches are refused), games are shown or hidden, marked hot, and ordered
 * (higher first). Platform wallet modes are the integration's, read-only here.
 */
export function createGamesAdminService(deps: { db: Kysely<DB>; audit: AuditService }) {
  const { db, audit } = deps;

  return {
    async platforms() {
      const [rows, counts] = await Promise.all([
        db.selectFrom('platforms').selectAll().orderBy('sort', 'desc').orderBy('code').execute(),
        db
          .selectFrom('games')
          .select([
            'platform',
            (eb) => eb.fn.countAll<number>().as('total'),
            (eb) => eb.fn.sum<number>('app_state').as('shown'),
          ])
          .groupBy('platform')
          .execute(),
      ]);
      const byPlatform = new Map(
        counts.map((c) => [c.platform, { total: Number(c.total), shown: Number(c.shown ?? 0) }]),
      );
      return rows.map((p) => ({
        ...platformView(p),
        games: byPlatform.get(p.code)?.total ?? 0,
        games_shown: byPlatform.get(p.code)?.shown ?? 0,
      }));
    },

    async updatePlatform(actor: Actor, code: string, patch: PlatformPatch) {
      return inTransaction(db, async (trx) => {
        const locked = await trx
          .updateTable('platforms')
          .set((eb) => ({ sort: eb.ref('sort') }))
          .where('code', '=', code)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) throw new AppError('游戏平台不存在');
        const row = await trx
          .selectFrom('platforms')
          .selectAll()
          .where('code', '=', code)
          .executeTakeFirstOrThrow();
        const next = { enabled: patch.enabled ?? Number(row.enabled), sort: patch.sort ?? Number(row.sort) };
        await trx.updateTable('platforms').set(next).where('code', '=', code).execute();
        const after = platformView({ ...row, ...next });
        await audit.record(
          {
            operatorId: actor.id,
            action: 'platform.update',
            target: { type: 'platform', id: code },
            before: platformView(row),
            after,
            ip: actor.ip,
          },
          trx,
        );
        return after;
      });
    },

    async games(filter: GameFilter) {
      let base = db.selectFrom('games as g').innerJoin('platforms as p', 'p.code', 'g.platform');
      if (filter.platform) base = base.where('g.platform', '=', filter.platform);
      if (filter.category) base = base.where('g.category_id', '=', filter.category);
      if (filter.app_state !== undefined) base = base.where('g.app_state', '=', filter.app_state);
      if (filter.hot !== undefined) base = base.where('g.hot', '=', filter.hot);
      const q = filter.q
        ?.trim()
        .toLowerCase()
        .replace(/[\\%_]/g, '');
      if (q)
        base = base.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['g.name']), 'like', `%${q}%`),
            eb(eb.fn('lower', ['g.game_code']), 'like', `%${q}%`),
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
      return {
        total: Number(total.n),
        data: rows.map((g) => ({
          ...gameView(g),
          category_id: g.category_id,
          category: CATEGORY_TITLE[g.category_id] ?? g.category_id,
          game_type: g.game_type,
          mobile_img: g.mobile_img,
          platform_name: g.platform_name,
          platform_enabled: Number(g.platform_enabled),
        })),
      };
    },

    async updateGame(actor: Actor, id: number, patch: GamePatch) {
      return inTransaction(db, async (trx) => {
        const locked = await trx
          .updateTable('games')
          .set((eb) => ({ sort: eb.ref('sort') }))
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) throw new AppError('游戏不存在');
        const row = await trx.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const next = {
          app_state: patch.app_state ?? Number(row.app_state),
          hot: patch.hot ?? Number(row.hot),
          sort: patch.sort ?? Number(row.sort),
        };
        await trx.updateTable('games').set(next).where('id', '=', id).execute();
        const after = gameView({ ...row, ...next });
        await audit.record(
          {
            operatorId: actor.id,
            action: 'game.update',
            target: { type: 'game', id },
            before: gameView(row),
            after,
            ip: actor.ip,
          },
          trx,
        );
        return after;
      });
    },
  };
}

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
