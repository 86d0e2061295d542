import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, messageOnly } from '@app/shared';
import {
  bulkTagBody,
  bulkTagResult,
  idParams,
  playerTag,
  playerTagBody,
  playerTagParams,
  playersTags,
  playerTagsQuery,
  riskTag,
  riskTagBody,
  TAG_MSG,
} from '@app/shared/admin-contract';
import { z } from 'zod';
import { ok } from '../../../lib/app-error.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { TagsService } from './tags.service.js';

const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

/** 玩家标签: the tags (risk.write to change) and who carries them (risk.read to see). */
export function tagsRoutes(tags: TagsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schemaTags = ['admin', 'risk'];
    const read = { onRequest: app.requirePermission(PERMISSION.riskRead) };
    const write = { onRequest: app.requirePermission(PERMISSION.riskWrite) };
    const done = { 200: messageOnly() };

    r.get(
      '/admin/api/risk/tags',
      { ...read, schema: { tags: schemaTags, response: { 200: envelopeOf(z.array(riskTag)) } } },
      async () => ok(await tags.list()),
    );
    r.post(
      '/admin/api/risk/tags',
      {
        ...write,
        schema: {
          tags: schemaTags,
          body: riskTagBody,
          response: { 200: envelopeOf(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok(await tags.create(request.body, actor(request)), TAG_MSG.created),
    );
    r.put(
      '/admin/api/risk/tags/:id',
      { ...write, schema: { tags: schemaTags, params: idParams, body: riskTagBody, response: done } },
      async (request) => {
        await tags.update(request.params.id, request.body, actor(request));
        return ok(null, TAG_MSG.saved);
      },
    );
    r.delete(
      '/admin/api/risk/tags/:id',
      { ...write, schema: { tags: schemaTags, params: idParams, response: done } },
      async (request) => {
        await tags.remove(request.params.id, actor(request));
        return ok(null, TAG_MSG.deleted);
      },
    );
    r.post(
      '/admin/api/risk/tags/:id/players',
      {
        ...write,
        schema: {
          tags: schemaTags,
          params: idParams,
          body: bulkTagBody,
          response: { 200: envelopeOf(bulkTagResult) },
        },
      },
      async (request) => {
        const { user_ids, note } = request.body;
        const result = await tags.bulkTag(request.params.id, user_ids, note, actor(request));
        return ok(result, TAG_MSG.bulkTagged(result.tagged));
      },
    );
    r.get(
      '/admin/api/risk/player-tags',
      {
        ...read,
        schema: {
          tags: schemaTags,
          querystring: playerTagsQuery,
          response: { 200: envelopeOf(playersTags) },
        },
      },
      async (request) => ok(await tags.playersTags(request.query.ids)),
    );
    r.get(
      '/admin/api/players/:id/tags',
      {
        ...read,
        schema: { tags: schemaTags, params: idParams, response: { 200: envelopeOf(z.array(playerTag)) } },
      },
      async (request) => ok(await tags.playerTags(request.params.id)),
    );
    r.post(
      '/admin/api/players/:id/tags',
      { ...write, schema: { tags: schemaTags, params: idParams, body: playerTagBody, response: done } },
      async (request) => {
        await tags.tag(request.params.id, request.body.tag_id, request.body.note, actor(request));
        return ok(null, TAG_MSG.tagged);
      },
    );
    r.delete(
      '/admin/api/players/:id/tags/:tagId',
      { ...write, schema: { tags: schemaTags, params: playerTagParams, response: done } },
      async (request) => {
        await tags.untag(request.params.id, request.params.tagId, actor(request));
        return ok(null, TAG_MSG.untagged);
      },
    );
  };
}
