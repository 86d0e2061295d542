import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { betRecord, betRecordBody, envelopeOf, pagedOf } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { BetsService } from './bets.service.js';

export function betsRoutes(bets: BetsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/betrecord',
      {
        onRequest: app.authenticate,
        schema: { tags: ['records'], body: betRecordBody, response: { 200: envelopeOf(pagedOf(betRecord)) } },
      },
      async (request) => {
        const { date, page, api_type } = request.body;
        await bets.pullSoon();
        return ok(await bets.records(request.userId, date, page, api_type || undefined));
      },
    );
  };
}
