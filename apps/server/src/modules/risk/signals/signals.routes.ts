import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@app/shared';
import { idParams, playerSignalsPage, playerSignalsQuery } from '@app/shared/admin-contract';
import { ok } from '../../../lib/app-error.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { RiskService } from '../risk.service.js';

/** A player's recorded events (address, device, time) for the player's console page: risk roles only. */
export function signalsRoutes(risk: RiskService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin/api/players/:id/signals',
      {
        onRequest: app.requirePermission(PERMISSION.riskRead),
        schema: {
          tags: ['admin'],
          params: idParams,
          querystring: playerSignalsQuery,
          response: { 200: envelopeOf(playerSignalsPage) },
        },
      },
      async (request) => {
        const { page, per_page } = request.query;
        return ok(await risk.signals.ofPlayer(request.params.id, page, per_page));
      },
    );
  };
}
