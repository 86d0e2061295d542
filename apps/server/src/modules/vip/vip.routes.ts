import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { VipService } from './vip.service.js';

export function vipRoutes(vip: VipService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The VIP page is open to visitors too (spec 000 §2: logged out, /mine links to /vip).
    r.post('/api/uservip', { schema: { tags: ['vip'], body: emptyBody } }, async () => ok(await vip.list()));
    r.post(
      '/api/vipProgress',
      { onRequest: app.authenticate, schema: { tags: ['vip'], body: emptyBody } },
      async (request) => ok(await vip.progress(request.userId)),
    );
  };
}
