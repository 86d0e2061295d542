import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { startLeasedJob } from '../../../lib/leased-job.js';

const HOUR_MS = 3_600_000;

/** Retention of the recorded events, on one node at a time; batches make a rerun harmless. */
export function startSignalRetention(
  db: Kysely<DB>,
  deleteExpired: () => Promise<number>,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
  everyMs = HOUR_MS,
) {
  return startLeasedJob(db, {
    name: 'risk-signal-retention',
    everyMs,
    leaseMs: Math.max(60_000, Math.min(everyMs * 3, 15 * 60_000)),
    run: async () => {
      const deleted = await deleteExpired();
      if (deleted > 0) hooks.log({ deleted }, 'expired risk signals deleted');
    },
    ...hooks,
  });
}
