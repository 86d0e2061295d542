import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emptyBody,
  envelopeOf,
  payInfo,
  payInfoBody,
  payRange,
  payRangeBody,
  payWayFlags,
  receivingAccount,
  rechargeBody,
  rechargeOrder,
  tokenPayInfo,
} from '@app/shared';
import { AppError, ok } from '../../lib/app-error.js';
import { clientInfo } from '../auth/player-auth.plugin.js';
import type { DepositsService } from './deposits.service.js';
import type { PayChannelsService } from './pay-channels.service.js';

/** Orders are limited per signed-in session, not per address: many players share carrier NAT. */
const perSession = (request: FastifyRequest) => request.headers.authorization ?? request.ip;

export function depositsRoutes(deposits: DepositsService, channels: PayChannelsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['deposit'];
    const auth = { onRequest: app.authenticate };

    r.get(
      '/api/get_pay_way',
      { ...auth, schema: { tags, response: { 200: envelopeOf(payWayFlags) } } },
      async () => ok(await channels.flags()),
    );
    const rangeSchema = { tags, body: payRangeBody, response: { 200: envelopeOf(payRange) } };
    r.post('/api/getPayRange', { ...auth, schema: rangeSchema }, async (request) => {
      const range = await channels.rangeFen(request.body.type);
      if (!range) throw new AppError('该支付通道暂未开放');
      return ok(channels.toWire(range));
    });
    r.post(
      '/api/getpaybank',
      {
        ...auth,
        schema: { tags, body: emptyBody, response: { 200: envelopeOf(z.array(receivingAccount)) } },
      },
      async () => ok(await channels.receivingAccounts()),
    );
    r.post(
      '/api/recharge',
      {
        ...auth,
        config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: perSession } },
        schema: { tags, body: rechargeBody, response: { 200: envelopeOf(rechargeOrder) } },
      },
      async (request) => {
        const res = await deposits.orders.recharge(request.userId, request.body, clientInfo(request));
        return ok(res.data, res.message);
      },
    );
    const payInfoSchema = {
      tags,
      body: payInfoBody,
      response: { 200: envelopeOf(z.union([payInfo, tokenPayInfo])) },
    };
    r.post('/api/payinfo', { ...auth, schema: payInfoSchema }, async (request) => {
      const res = await deposits.views.payInfo(request.userId, request.body.deposit_no);
      return ok(res.data, res.message);
    });
  };
}

/** Gateways post here. The raw body is kept byte for byte: the signature covers it. */
export function paymentCallbackRoutes(deposits: DepositsService) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.post<{ Params: { gateway: string }; Body: string }>(
      '/api/pay/notify/:gateway',
      // No per-IP limit: a gateway posts from a few addresses at volume, and the HMAC check is the gate.
      { schema: { hide: true } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const res = await deposits.callbacks.handleCallback(
          request.params.gateway,
          request.headers,
          raw,
          request.ip,
        );
        return reply.status(res.status).type('text/plain').send(res.body);
      },
    );
  };
}
