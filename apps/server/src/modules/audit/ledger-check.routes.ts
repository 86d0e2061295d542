import type { FastifyInstance } from 'fastify';
import type { LedgerCheckResult } from '@app/shared/admin-contract';
import { ok } from '../../lib/app-error.js';
import { PERMISSION } from '../operators/permissions.js';
import type { LedgerCheckService } from './ledger-check.service.js';

/** The console's ledger invariant check: it reads every entry, so it is rate-limited. */
export function ledgerCheckRoutes(ledgerCheck: LedgerCheckService) {
  return async (app: FastifyInstance) => {
    app.post(
      '/admin/api/ledger/check',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        config: { rateLimit: { max: 6, timeWindow: 60_000 } },
        schema: { tags: ['admin'] },
      },
      async (request) =>
        ok<LedgerCheckResult>(await ledgerCheck.run({ id: request.operator!.id, ip: request.ip })),
    );
  };
}
