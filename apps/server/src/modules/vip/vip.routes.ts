import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, fanshuiBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { BetsService } from '../bets/bets.service.js';
import type { RebatesService } from '../rebates/rebates.service.js';
import type { VipService } from './vip.service.js';

export function vipRoutes(vip: VipService, rebates: RebatesService, bets: BetsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The VIP page is open to visitors too (spec 000 §2: logged out, /mine links to /vip).
    r.post('/api/uservip', { schema: { tags: ['vip'], body: emptyBody } }, async () => ok(await vip.list()));
    r.post(
      '/api/getfanshui',
      { onRequest: app.authenticate, schema: { tags: ['vip'], body: fanshuiBody } },
      async (request) => {
        const { date, page, api_type } = request.body;
        await bets.pullSoon();
        return ok(await rebates.records(request.userId, date, page, api_type || undefined));
      },
    );
    r.post(
      '/api/dofanshui',
      { onRequest: app.authenticate, schema: { tags: ['vip'], body: emptyBody } },
      async (request) => ok(null, await rebates.claim(request.userId)),
    );
  };
}
