import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_PASSWORD, OPERATOR_USERNAME, OPERATOR_USERNAME_MSG, text } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { SETUP_MSG, type FirstOperatorService } from './first-operator.service.js';

const setupBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, SETUP_MSG.invalid),
  username: text(32).regex(OPERATOR_USERNAME, OPERATOR_USERNAME_MSG),
  // The operator password rule is checked by the service, with its own messages.
  password: text(OPERATOR_PASSWORD.maxLength),
});

/** The production site's first-operator setup, reached through the link printed at start. */
export function firstOperatorRoutes(firstOperator: FirstOperatorService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const limit = { rateLimit: { max: 20, timeWindow: 10 * 60_000 } };
    r.get('/admin/api/setup', { config: limit, schema: { tags } }, async () =>
      ok({ needed: await firstOperator.needed() }),
    );
    r.post('/admin/api/setup', { config: limit, schema: { tags, body: setupBody } }, async (request) => {
      await firstOperator.setup(request.body, request.ip);
      return ok(null, SETUP_MSG.created);
    });
  };
}
