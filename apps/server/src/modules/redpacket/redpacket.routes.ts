import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REDPACKET_MSG, emptyBody, formatFen, redpacketListBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { RedpacketService } from './redpacket.service.js';

export function redpacketRoutes(redpacket: RedpacketService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['redpacket'];
    r.get('/api/userredpacket', { onRequest: app.authenticate, schema: { tags } }, async (request) => ok(await redpacket.info(request.userId)));
    r.post('/api/douserredpacket', { onRequest: app.authenticate, schema: { tags, body: emptyBody } }, async (request) => {
      const fen = await redpacket.draw(request.userId);
      return ok({ redpacketmoney: formatFen(fen) }, REDPACKET_MSG.won(formatFen(fen)));
    });
    r.post('/api/redpacket', { onRequest: app.authenticate, schema: { tags, body: redpacketListBody } }, async (request) => ok(await redpacket.records(request.userId, request.body.page)));
  };
}
