import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, favouriteGameBody, gameSearchBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { PlayerGames } from './player-games.service.js';

/** Search (open to visitors), favourites and recently played (the player's own, by session only). */
export function playerGamesRoutes(games: PlayerGames) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['games'];
    const auth = { onRequest: app.authenticate };
    r.post('/api/gameSearch', { schema: { tags, body: gameSearchBody } }, async (request) =>
      ok(await games.search(request.body.keyword)),
    );
    r.post('/api/favouriteGames', { ...auth, schema: { tags, body: emptyBody } }, async (request) =>
      ok(await games.favourites(request.userId)),
    );
    r.post('/api/recentGames', { ...auth, schema: { tags, body: emptyBody } }, async (request) =>
      ok(await games.recent(request.userId)),
    );
    r.post('/api/favouriteGame', { ...auth, schema: { tags, body: favouriteGameBody } }, async (request) => {
      const { plat_name, game_code, favourite } = request.body;
      await games.setFavourite(request.userId, plat_name, game_code, favourite);
      return ok(null, favourite ? '已收藏' : '已取消收藏');
    });
  };
}
