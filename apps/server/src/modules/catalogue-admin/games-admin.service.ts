import type { Kysely, Selectable } from 'kysely';
import { GAME_CATEGORY_TABS } from '@app/shared';
import { inTransaction } from '../../db/database.js';
import type { DB, GamesTable, PlatformsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Actor } from './actor.js';
import { gamesCatalogue as repo, type GamesQuery } from '../games/games.public.js';

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

/** The console's games filter, `q` as typed: games() makes it the repository's. */
export type GameFilter = GamesQuery;

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
      const [rows, counts] = await Promise.all([repo.platforms(db), repo.gameCounts(db)]);
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
        if (!(await repo.lockPlatform(trx, code))) throw new AppError('游戏平台不存在');
        const row = await repo.platform(trx, code);
        const next = { enabled: patch.enabled ?? Number(row.enabled), sort: patch.sort ?? Number(row.sort) };
        await repo.updatePlatform(trx, code, next);
        const after = platformView({ ...row, ...next });
        await audit.record(
          {
            ...actor,
            action: 'platform.update',
            target: { type: 'platform', id: code },
            before: platformView(row),
            after,
          },
          trx,
        );
        return after;
      });
    },

    async games(filter: GameFilter) {
      // Searched as typed, case aside: LIKE's wildcards and escape are dropped, not interpreted.
      const q = filter.q
        ?.trim()
        .toLowerCase()
        .replace(/[\\%_]/g, '');
      const { total, rows } = await repo.gamesPage(db, { ...filter, q: q || undefined });
      return {
        total,
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
        if (!(await repo.lockGame(trx, id))) throw new AppError('游戏不存在');
        const row = await repo.game(trx, id);
        const next = {
          app_state: patch.app_state ?? Number(row.app_state),
          hot: patch.hot ?? Number(row.hot),
          sort: patch.sort ?? Number(row.sort),
        };
        await repo.updateGame(trx, id, next);
        const after = gameView({ ...row, ...next });
        await audit.record(
          {
            ...actor,
            action: 'game.update',
            target: { type: 'game', id },
            before: gameView(row),
            after,
          },
          trx,
        );
        return after;
      });
    },
  };
}

export type GamesAdminService = ReturnType<typeof createGamesAdminService>;
