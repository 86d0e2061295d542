import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REDPACKET_MSG,
  emptyBody,
  envelopeOf,
  formatFen,
  messageOnly,
  pagedOf,
  redpacketDraw,
  redpacketInfo,
  redpacketListBody,
  redpacketRecord,
} from '@app/shared';
import { redpacketConfigBody as configBody, redpacketConfig } from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import { clientInfo } from '../auth/player-auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { refuseMarkup } from '../catalogue-admin/hostile-input.js';
import { PERMISSION } from '../operators/permissions.js';
import type { RedpacketService } from './redpacket.service.js';

export function redpacketAdminRoutes(redpacket: RedpacketService, audit: AuditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const campaigns = { onRequest: app.requirePermission(PERMISSION.campaigns) };
    r.get(
      '/admin/api/redpacket',
      { ...campaigns, schema: { tags: ['admin'], response: { 200: envelopeOf(redpacketConfig) } } },
      async () => ok(await redpacket.config()),
    );
    // Markup in any field is refused before validation, and the attempt is audited.
    const guard = { preValidation: refuseMarkup(audit, 'redpacket.configure', 'redpacket') };
    r.put(
      '/admin/api/redpacket',
      {
        ...campaigns,
        ...guard,
        schema: { tags: ['admin'], body: configBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        const b = request.body;
        const before = await redpacket.config();
        await redpacket.configure({
          ...b,
          tiers: b.tiers.map((t) => ({
            deposit_min_fen: t.deposit_min,
            deposit_max_fen: t.deposit_max,
            draws: t.draws,
            amount_min_fen: t.amount_min,
            amount_max_fen: t.amount_max,
          })),
        });
        const after = await redpacket.config();
        await audit.record({
          ...actorOf(request),
          action: 'redpacket.configure',
          target: { type: 'redpacket', id: 'campaign' },
          before,
          after,
        });
        return ok(null, '已保存');
      },
    );
  };
}

export function redpacketRoutes(redpacket: RedpacketService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['redpacket'];
    r.get(
      '/api/userredpacket',
      { onRequest: app.authenticate, schema: { tags, response: { 200: envelopeOf(redpacketInfo) } } },
      async (request) => ok(await redpacket.info(request.userId)),
    );
    r.post(
      '/api/douserredpacket',
      {
        onRequest: app.authenticate,
        schema: { tags, body: emptyBody, response: { 200: envelopeOf(redpacketDraw) } },
      },
      async (request) => {
        const fen = await redpacket.draw(request.userId, clientInfo(request));
        return ok({ redpacketmoney: formatFen(fen) }, REDPACKET_MSG.won(formatFen(fen)));
      },
    );
    r.post(
      '/api/redpacket',
      {
        onRequest: app.authenticate,
        schema: { tags, body: redpacketListBody, response: { 200: envelopeOf(pagedOf(redpacketRecord)) } },
      },
      async (request) => ok(await redpacket.records(request.userId, request.body.page)),
    );
  };
}
