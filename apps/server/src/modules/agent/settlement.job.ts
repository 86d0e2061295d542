import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { startLeasedJob } from '../../lib/leased-job.js';
import type { SettlementService } from './settlement.service.js';

/**
 * Settles closed agent commission periods, on one node at a time. A run that races another node's
 * (a lease taken over mid-run) writes nothing: the period's row is claimed with its statements.
 */
export function startAgentSettlement(
  db: Kysely<DB>,
  settlement: SettlementService,
  everyMs: number,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
) {
  return startLeasedJob(db, {
    name: 'agent-settlement',
    everyMs,
    leaseMs: Math.max(60_000, everyMs * 3),
    run: async () => {
      const settled = await settlement.settleDue();
      if (settled > 0) hooks.log({ settled }, 'agent commission periods settled');
    },
    ...hooks,
  });
}
