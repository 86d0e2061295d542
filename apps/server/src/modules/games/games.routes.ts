import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameListQuery, gameUrlBody, gamelistByCodeBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { DB } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { gamesRepository } from './games.repository.js';
import type { LaunchService } from './launch.service.js';

/** The catalogue home's category tabs and the slot list show, and game launch. */
export function gamesCatalogueRoutes(db: Kysely<DB>, launch: LaunchService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['games'];
    r.get('/api/game/list', { schema: { tags, querystring: gameListQuery } }, async (request) => {
      const rows = await gamesRepository.list(db, request.query.category || undefined);
      return ok(
        rows.map((g) => ({
          category_id: g.category_id,
          platform_name: g.platform,
          platform_title: g.platform_title,
          game_code: g.game_code,
          game_type: g.game_type,
          name: g.name,
          mobile_img: g.mobile_img,
          app_state: g.app_state,
          hot: g.hot,
        })),
      );
    });
    r.post(
      '/api/getGameUrl',
      { onRequest: app.authenticate, schema: { tags, body: gameUrlBody } },
      async (request) => ok(await launch.gameUrl(request.userId, request.body)),
    );
    r.post('/api/gamelistBycode', { schema: { tags, body: gamelistByCodeBody } }, async (request) => {
      const rows = await gamesRepository.byPlatform(db, request.body.gamecode);
      return ok(
        rows.map((g) => ({
          catecode: g.platform,
          gamecode: g.game_code,
          gametype: g.game_type,
          gamepic: g.mobile_img,
          gamename: g.name,
          app_state: g.app_state,
        })),
      );
    });
  };
}
