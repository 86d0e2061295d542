import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, pagedOf, transactionRecord, transRecordBody, TRANS_RECORD_TYPE } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { DepositsService } from '../deposits/deposits.service.js';
import type { TransfersService } from '../transfers/transfers.service.js';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.js';

/**
 * The wallet-records screen's transaction tab. Each sub-tab reads the records of the capability
 * that owns them; the platform filter (api_type) narrows transfers to one game platform.
 */
export function recordsRoutes(deps: {
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  transfers: TransfersService;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/gettransrecord',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['records'],
          body: transRecordBody,
          response: { 200: envelopeOf(pagedOf(transactionRecord)) },
        },
      },
      async (request) => {
        const { date, type, page, api_type } = request.body;
        if (type === TRANS_RECORD_TYPE.deposit)
          return ok(await deps.deposits.views.records(request.userId, date, page));
        if (type === TRANS_RECORD_TYPE.withdraw)
          return ok(await deps.withdrawals.records(request.userId, date, page));
        return ok(
          await deps.transfers.records.records(request.userId, type, date, page, api_type || undefined),
        );
      },
    );
  };
}
