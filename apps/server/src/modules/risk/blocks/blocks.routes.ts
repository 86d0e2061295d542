import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, messageOnly } from '@app/shared';
import {
  blockBody,
  blockRow,
  createdBlock,
  blocksQuery,
  idParams,
  listPageOf,
  registerCaps,
  registerCapsBody,
  type BlockRow,
  type ListPage,
  type RegisterCaps,
} from '@app/shared/admin-contract';
import { ok } from '../../../lib/app-error.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { BlocksAdmin } from './blocks-admin.service.js';
import type { RegisterCapsService } from './register-caps.service.js';

const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

/** 风控 → 黑名单: the blocklists and the registration caps (risk.read to see, risk.write to change). */
export function blocksRoutes(blocks: BlocksAdmin, caps: RegisterCapsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const read = { onRequest: app.requirePermission(PERMISSION.riskRead) };
    const write = { onRequest: app.requirePermission(PERMISSION.riskWrite) };

    r.get(
      '/admin/api/risk/blocks',
      {
        ...read,
        schema: { tags, querystring: blocksQuery, response: { 200: envelopeOf(listPageOf(blockRow)) } },
      },
      async (request) => {
        const { page, per_page, ...filter } = request.query;
        return ok<ListPage<BlockRow>>(await blocks.list(filter, page, per_page));
      },
    );
    r.post(
      '/admin/api/risk/blocks',
      { ...write, schema: { tags, body: blockBody, response: { 200: envelopeOf(createdBlock) } } },
      async (request) => ok(await blocks.add(actor(request), request.body), '已加入黑名单'),
    );
    r.post(
      '/admin/api/risk/blocks/:id/lift',
      { ...write, schema: { tags, params: idParams, response: { 200: messageOnly() } } },
      async (request) => {
        await blocks.lift(actor(request), request.params.id);
        return ok(null, '已解除');
      },
    );

    r.get(
      '/admin/api/risk/register-caps',
      { ...read, schema: { tags, response: { 200: envelopeOf(registerCaps) } } },
      async () => ok<RegisterCaps>(await caps.get()),
    );
    r.put(
      '/admin/api/risk/register-caps',
      { ...write, schema: { tags, body: registerCapsBody, response: { 200: envelopeOf(registerCaps) } } },
      async (request) => ok<RegisterCaps>(await caps.set(actor(request), request.body), '注册上限已保存'),
    );
  };
}
