import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { verifySignature } from '@app/shared/node';
import {
  SEAMLESS_REQUESTS,
  SEAMLESS_STATUS,
  type SeamlessAction,
  type SeamlessAnswer,
} from '@app/shared/provider-contract';
import type { Clock } from '../../lib/clock.js';
import type { SeamlessWallet } from './seamless.service.js';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The wallet endpoints a seamless provider calls: /api/provider/<provider>/wallet/<action>, JSON,
 * HMAC-SHA256 over "<timestamp>.<raw body>" in x-provider-signature, timestamp in
 * x-provider-timestamp, five minutes either way.
 */
export function seamlessRoutes(wallet: SeamlessWallet, secret: string, clock: Clock) {
  const run: {
    [A in SeamlessAction]: (body: z.infer<(typeof SEAMLESS_REQUESTS)[A]>) => Promise<SeamlessAnswer>;
  } = {
    balance: (b) => wallet.balance(b),
    bet: (b) => wallet.bet(b),
    win: (b) => wallet.win(b),
    rollback: (b) => wallet.rollback(b),
    resettle: (b) => wallet.resettle(b),
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
        const action = request.params.action as SeamlessAction;
        if (request.params.provider !== wallet.provider || !Object.hasOwn(SEAMLESS_REQUESTS, action))
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
        const body = SEAMLESS_REQUESTS[action].safeParse(parsed);
        if (!body.success) return reply.send({ status: SEAMLESS_STATUS.badRequest, currency: 'CNY' });
        return reply.send(await run[action](body.data as never));
      },
    );
  };
}
