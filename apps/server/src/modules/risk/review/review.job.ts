import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { startLeasedJob } from '../../../lib/leased-job.js';
import type { RiskReview } from './review.service.js';

/** How often the scoring job looks for new requests: a request is scored within seconds. */
export const RISK_CHECK_EVERY_MS = 2_000;

/** Scores the withdrawals' pending risk checks, on one node at a time (each result a conditional update). */
export function startRiskCheckJob(
  db: Kysely<DB>,
  review: RiskReview,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
) {
  return startLeasedJob(db, {
    name: 'risk-withdrawal-checks',
    everyMs: RISK_CHECK_EVERY_MS,
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
