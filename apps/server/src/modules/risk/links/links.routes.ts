import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE, envelopeOf } from '@app/shared';
import { idParams, linkedAccount, linkSettings, linkSettingsBody } from '@app/shared/admin-contract';
import { z } from 'zod';
import { AppError, ok } from '../../../lib/app-error.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { LinkSettingsService } from './link-settings.service.js';
import type { LinksService } from './links.service.js';

const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

/** 关联账户: who shares a device, an address, a card or an identity with the player (risk.read). */
export function linksRoutes(links: LinksService, linkSettingsService: LinkSettingsService) {
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
    r.get(
      '/admin/api/risk/link-settings',
      {
        onRequest: app.requirePermission(PERMISSION.riskRead),
        schema: { tags: ['admin', 'risk'], response: { 200: envelopeOf(linkSettings) } },
      },
      async () => ok(await linkSettingsService.get()),
    );
    r.put(
      '/admin/api/risk/link-settings',
      {
        onRequest: app.requirePermission(PERMISSION.riskWrite),
        schema: {
          tags: ['admin', 'risk'],
          body: linkSettingsBody,
          response: { 200: envelopeOf(linkSettings) },
        },
      },
      async (request) => {
        const changed = await linkSettingsService.update(actor(request), request.body);
        return ok(await linkSettingsService.get(), changed ? '关联规则已保存' : '没有需要保存的修改');
      },
    );
  };
}
