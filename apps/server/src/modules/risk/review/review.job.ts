import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { startLeasedJob } from '../../../lib/leased-job.js';
import type { RiskReview } from './review.service.js';

/** Scores the withdrawals' pending risk checks, on one node at a time (each result a conditional update). */
export function startRiskCheckJob(
  db: Kysely<DB>,
  review: RiskReview,
  everyMs: number,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
) {
  return startLeasedJob(db, {
    name: 'risk-withdrawal-checks',
    everyMs,
    leaseMs: 15_000,
    run: async () => {
      // A full batch: more are waiting, so keep going within this lease.
      while ((await review.checks.scorePending()) >= 50) {
        /* next batch */
      }
    },
    ...hooks,
  });
}
