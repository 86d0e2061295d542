import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import type { AuditService } from './audit.service.js';

/**
 * The ledger invariants (every entry and journal sums to zero, cached balances equal their
 * entries, no wallet below zero) run on demand from the console. It reads every entry, so its
 * route is rate-limited; each run and its result are audited.
 */
export function createLedgerCheckService(db: Kysely<DB>, clock: Clock, audit: AuditService) {
  return {
    async run(operator: { id: number; ip: string }) {
      const started = performance.now();
      const report = await checkInvariants(db);
      const durationMs = Math.round(performance.now() - started);
      const size = await ledgerReads.size(db);
      await audit.record({
        operatorId: operator.id,
        action: 'ledger.check',
        target: { type: 'ledger', id: 'all' },
        detail: { ok: report.ok, violations: report.violations.length },
        ip: operator.ip,
      });
      return {
        ok: report.ok,
        violations: report.violations,
        journals: size.journals,
        accounts: size.accounts,
        duration_ms: durationMs,
        checked_at: formatBeijing(clock.now()),
      };
    },
  };
}

export type LedgerCheckService = ReturnType<typeof createLedgerCheckService>;
