import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE, envelopeOf } from '@app/shared';
import { idParams, linkedAccount } from '@app/shared/admin-contract';
import { z } from 'zod';
import { AppError, ok } from '../../../lib/app-error.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { LinksService } from './links.service.js';

/** 关联账户: who shares a device, an address, a card or an identity with the player (risk.read). */
export function linksRoutes(links: LinksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin/api/players/:id/linked',
      {
        onRequest: app.requirePermission(PERMISSION.riskRead),
        schema: {
          tags: ['admin', 'risk'],
          params: idParams,
          response: { 200: envelopeOf(z.array(linkedAccount)) },
        },
      },
      async (request) => {
        const linked = await links.linked(request.params.id);
        if (!linked) throw new AppError('会员不存在', CODE.notFound);
        return ok(linked);
      },
    );
  };
}
