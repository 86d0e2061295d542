import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emptyBody,
  envelopeOf,
  messageOnly,
  platformBalance,
  platformItem,
  text,
  TRANSFER_MSG,
  transferBody,
  transferStatusBody,
} from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { TransfersService } from './transfers.service.js';

const platnameParams = z.strictObject({ platname: text(32).min(1) });

export function transfersRoutes(transfers: TransfersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['transfer'];
    const auth = { onRequest: app.authenticate };
    const wallets = { 200: envelopeOf(z.array(platformBalance)) };
    const done = { 200: messageOnly() };
    r.post(
      '/api/balancelist',
      { ...auth, schema: { tags, body: emptyBody, response: { 200: envelopeOf(z.array(platformItem)) } } },
      async () => ok(await transfers.platforms()),
    );
    r.post(
      '/api/balancelist2',
      { ...auth, schema: { tags, body: emptyBody, response: wallets } },
      async (request) => ok(await transfers.balances(request.userId)),
    );
    r.post(
      '/api/userapimoney/:platname',
      {
        ...auth,
        schema: {
          tags,
          body: emptyBody,
          params: platnameParams,
          response: { 200: envelopeOf(platformBalance) },
        },
      },
      async (request) => ok(await transfers.refreshPlatform(request.userId, request.params.platname)),
    );
    r.post(
      '/api/transfer',
      { ...auth, schema: { tags, body: transferBody, response: done } },
      async (request) => ok(null, await transfers.transfer(request.userId, request.body)),
    );
    r.post('/api/transall', { ...auth, schema: { tags, body: emptyBody, response: done } }, async (request) =>
      ok(null, await transfers.recoverAll(request.userId)),
    );
    r.post(
      '/api/uptransferstatus',
      { ...auth, schema: { tags, body: transferStatusBody, response: done } },
      async (request) => {
        await transfers.setMode(request.userId, request.body.transferstatus as 0 | 1);
        return ok(null, TRANSFER_MSG.modeSwitched);
      },
    );
  };
}
