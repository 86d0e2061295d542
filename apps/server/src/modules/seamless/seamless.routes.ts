import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { verifySignature } from '@app/shared/node';
import type { Clock } from '../../lib/clock.js';
import {
  SEAMLESS_STATUS,
  balanceRequest,
  betRequest,
  resettleRequest,
  rollbackRequest,
  winRequest,
  type SeamlessAnswer,
} from './seamless.protocol.js';
import type { SeamlessWallet } from './seamless.service.js';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The wallet endpoints a seamless provider calls: /api/provider/<provider>/wallet/<action>, JSON,
 * HMAC-SHA256 over "<timestamp>.<raw body>" in x-provider-signature, timestamp in
 * x-provider-timestamp, five minutes either way.
 */
export function seamlessRoutes(wallet: SeamlessWallet, secret: string, clock: Clock) {
  const actions: Record<string, { schema: z.ZodType; run: (body: never) => Promise<SeamlessAnswer> }> = {
    balance: { schema: balanceRequest, run: (b) => wallet.balance(b) },
    bet: { schema: betRequest, run: (b) => wallet.bet(b) },
    win: { schema: winRequest, run: (b) => wallet.win(b) },
    rollback: { schema: rollbackRequest, run: (b) => wallet.rollback(b) },
    resettle: { schema: resettleRequest, run: (b) => wallet.resettle(b) },
  };
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.post<{ Params: { provider: string; action: string }; Body: string }>(
      '/api/provider/:provider/wallet/:action',
      { schema: { hide: true } },
      async (request, reply) => {
        const action = actions[request.params.action];
        if (request.params.provider !== wallet.provider || !action)
          return reply.status(404).send({ status: SEAMLESS_STATUS.badRequest, currency: 'CNY' });
        const raw = typeof request.body === 'string' ? request.body : '';
        const check = verifySignature(
          secret,
          header(request.headers['x-provider-timestamp']),
          header(request.headers['x-provider-signature']),
          raw,
          clock.now().getTime(),
        );
        if (check !== 'ok') {
          request.log.warn({ provider: request.params.provider, check }, 'provider callback refused');
          return reply.status(401).send({ status: SEAMLESS_STATUS.invalidSignature, currency: 'CNY' });
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = undefined;
        }
        const body = action.schema.safeParse(parsed);
        if (!body.success) return reply.send({ status: SEAMLESS_STATUS.badRequest, currency: 'CNY' });
        return reply.send(await action.run(body.data as never));
      },
    );
  };
}
