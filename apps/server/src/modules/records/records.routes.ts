import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transRecordBody, TRANS_RECORD_TYPE } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { DepositsService } from '../deposits/deposits.service.js';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.js';

/**
 * The wallet-records screen's transaction tab. Each sub-tab reads the records of the capability
 * that owns them; a sub-tab whose capability has no records yet answers an empty page.
 */
export function recordsRoutes(deps: { deposits: DepositsService; withdrawals: WithdrawalsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/api/gettransrecord', { onRequest: app.authenticate, schema: { tags: ['records'], body: transRecordBody } }, async (request) => {
      const { date, type, page } = request.body;
      if (type === TRANS_RECORD_TYPE.deposit) return ok(await deps.deposits.records(request.userId, date, page));
      if (type === TRANS_RECORD_TYPE.withdraw) return ok(await deps.withdrawals.records(request.userId, date, page));
      return ok({ data: [], current_page: page, per_page: 10, total: 0, last_page: 1 });
    });
  };
}
