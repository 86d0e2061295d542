import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARD_MSG, bindCardBody, delCardBody, emptyBody, getCardBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { clientInfo } from '../auth/player-auth.plugin.js';
import type { CardsService } from './cards.service.js';

export function cardsRoutes(cards: CardsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['cards'];
    r.post(
      '/api/getcard',
      { onRequest: app.authenticate, schema: { tags, body: getCardBody } },
      async (request) => ok(await cards.list(request.userId, request.body.type)),
    );
    r.post(
      '/api/bindcard',
      { onRequest: app.authenticate, schema: { tags, body: bindCardBody } },
      async (request) => {
        await cards.bind(request.userId, request.body, clientInfo(request));
        return ok(null, CARD_MSG.bindSuccess);
      },
    );
    r.post(
      '/api/delcard',
      { onRequest: app.authenticate, schema: { tags, body: delCardBody } },
      async (request) => {
        await cards.unbind(request.userId, request.body.id, request.body.pay_pass);
        return ok(null, CARD_MSG.unbindSuccess);
      },
    );
    // Public: the bind form lists banks before anything is sent.
    r.post('/api/banklist', { schema: { tags, body: emptyBody } }, async () => ok(await cards.banks()));
  };
}
