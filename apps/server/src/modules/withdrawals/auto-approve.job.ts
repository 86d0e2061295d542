import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { startLeasedJob } from '../../lib/leased-job.js';
import type { WithdrawalRisk } from './withdrawal-risk.service.js';

/**
 * Approves clear requests under the operator's amount when the operator switched it on
 * (withdraw_auto_approve), on one node at a time; each approval is the review's conditional change.
 */
export function startAutoApproveJob(
  db: Kysely<DB>,
  risk: WithdrawalRisk,
  everyMs: number,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
) {
  return startLeasedJob(db, {
    name: 'withdrawal-auto-approve',
    everyMs,
    leaseMs: 15_000,
    run: async () => {
      const approved = await risk.autoApprove();
      if (approved > 0) hooks.log({ approved }, 'withdrawals approved automatically');
    },
    ...hooks,
  });
}
