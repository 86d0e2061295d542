import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firstOperatorSetupBody as setupBody, type SetupState } from '@app/shared/admin-contract';
import { ok } from '../../lib/app-error.js';
import { SETUP_MSG, type FirstOperatorService } from './first-operator.service.js';

/** The production site's first-operator setup, reached through the link printed at start. */
export function firstOperatorRoutes(firstOperator: FirstOperatorService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const limit = { rateLimit: { max: 20, timeWindow: 10 * 60_000 } };
    r.get('/admin/api/setup', { config: limit, schema: { tags } }, async () =>
      ok<SetupState>({ needed: await firstOperator.needed() }),
    );
    r.post('/admin/api/setup', { config: limit, schema: { tags, body: setupBody } }, async (request) => {
      await firstOperator.setup(request.body, request.ip);
      return ok(null, SETUP_MSG.created);
    });
  };
}
