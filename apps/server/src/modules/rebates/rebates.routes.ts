import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, envelopeOf, fanshuiBody, messageOnly, rebateList } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { BetsService } from '../bets/bets.service.js';
import type { RebatesService } from './rebates.service.js';

export function rebatesRoutes(rebates: RebatesService, bets: BetsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/getfanshui',
      {
        onRequest: app.authenticate,
        schema: { tags: ['vip'], body: fanshuiBody, response: { 200: envelopeOf(rebateList) } },
      },
      async (request) => {
        const { date, page, api_type } = request.body;
        // The newest settled bets first, so the list shows what the player just played.
        await bets.pullSoon();
        return ok(await rebates.records(request.userId, date, page, api_type || undefined));
      },
    );
    r.post(
      '/api/dofanshui',
      {
        onRequest: app.authenticate,
        schema: { tags: ['vip'], body: emptyBody, response: { 200: messageOnly() } },
      },
      async (request) => ok(null, await rebates.claim(request.userId)),
    );
  };
}
