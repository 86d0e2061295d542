import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { balanceInfo, emptyBody, envelopeOf, userInfo } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { UserService } from './user.service.js';

/**
 * `bringHome`: the wallet screens' refresh (refreshusermoney) first brings game-wallet money home
 * when the player has free transfer (免转) on.
 */
export function userRoutes(users: UserService, bringHome: (userId: number) => Promise<void>) {
  return async (app: FastifyInstance) => {
    const opts = (data: z.ZodType) => ({
      onRequest: app.authenticate,
      schema: { tags: ['user'], body: emptyBody, response: { 200: envelopeOf(data) } },
    });
    app.post('/api/balance', opts(balanceInfo), async (request) => ok(await users.balance(request.userId)));
    app.post('/api/user', opts(userInfo), async (request) => ok(await users.info(request.userId)));
    app.post('/api/refreshusermoney', opts(userInfo), async (request) => {
      await bringHome(request.userId);
      return ok(await users.info(request.userId));
    });
  };
}
