import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { ok } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { PERMISSION } from '../operators/permissions.js';
import type { AuditService } from './audit.service.js';

/**
 * The ledger invariants (every entry and journal sums to zero, cached balances equal their
 * entries, no wallet below zero) run on demand from the console. It reads every entry, so it is
 * rate-limited; each run and its result are audited.
 */
export function ledgerCheckRoutes(db: Kysely<DB>, clock: Clock, audit: AuditService) {
  return async (app: FastifyInstance) => {
    app.post(
      '/admin/api/ledger/check',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        config: { rateLimit: { max: 6, timeWindow: 60_000 } },
        schema: { tags: ['admin'] },
      },
      async (request) => {
        const started = performance.now();
        const report = await checkInvariants(db);
        const durationMs = Math.round(performance.now() - started);
        const counts = await db
          .selectFrom('ledger_journals')
          .select((eb) => [
            eb.fn.countAll<number>().as('journals'),
            eb
              .selectFrom('accounts')
              .select((e) => e.fn.countAll<number>().as('n'))
              .as('accounts'),
          ])
          .executeTakeFirstOrThrow();
        await audit.record({
          operatorId: request.operator!.id,
          action: 'ledger.check',
          target: { type: 'ledger', id: 'all' },
          detail: { ok: report.ok, violations: report.violations.length },
          ip: request.ip,
        });
        return ok({
          ok: report.ok,
          violations: report.violations,
          journals: Number(counts.journals),
          accounts: Number(counts.accounts),
          duration_ms: durationMs,
          checked_at: formatBeijing(clock.now()),
        });
      },
    );
  };
}
