import type { Kysely } from 'kysely';
import { payoutReferenceRequired } from '@app/shared';
import { RISK_REFUSED_NOTICE } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RiskChecks, Reviewer } from './withdrawal-review.service.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { withdrawalsRepository } from './withdrawals.repository.js';

/** The site itself, as the audit log names an automatic approval. */
const SYSTEM: Reviewer = { operatorId: 0, ip: 'system' };

/**
 * Risk control's two outcomes that move money, kept in this module because it owns the money:
 * 风控's refusal (the request is rejected and the amount returned, in one transaction with the
 * check's state) and the job's automatic approval of clear requests under the operator's amount.
 */
export function createWithdrawalRisk(deps: {
  db: Kysely<DB>;
  review: WithdrawalsService['review'];
  riskChecks: RiskChecks;
}) {
  const { db, review, riskChecks } = deps;

  return {
    /** 风控 refuses a request in review: rejected and refunded once; a decided check is refused. */
    async refuse(id: number, reviewer: Reviewer, reason: string): Promise<void> {
      const check = (await riskChecks.states(db, [id])).get(id);
      if (!check || check.state !== 'review')
        await riskChecks.refuseDecision(id, reviewer, 'risk.withdrawal.refuse');
      // The player reads the notice: it says that it was refused, never why (links, tags).
      await review.review(
        id,
        reviewer,
        { approve: false, reason: RISK_REFUSED_NOTICE },
        {
          action: 'risk.withdrawal.refuse',
          within: (trx) => riskChecks.markRefused(trx, id, reviewer, reason),
        },
      );
    },

    /**
     * The job's run: clear requests at most the operator's amount are approved as the system. A
     * request whose payout needs a reference (a wallet's transaction hash) or that finance may not
     * pay is left to finance. Answers how many were approved.
     */
    async autoApprove(limit = 20): Promise<number> {
      let approved = 0;
      for (const id of await riskChecks.autoApprovable(limit)) {
        const w = await withdrawalsRepository.byId(db, id);
        if (!w || Number(w.state) !== 1 || payoutReferenceRequired(Number(w.type))) {
          await riskChecks.markAuto(db, id, 2);
          continue;
        }
        const done = await review
          .review(
            id,
            SYSTEM,
            { approve: true },
            {
              action: 'withdrawal.auto_approve',
              within: async (trx) => {
                await riskChecks.markAuto(trx, id, 1);
                return true;
              },
            },
          )
          .then(() => true)
          .catch((err: unknown) => {
            if (err instanceof AppError) return false;
            throw err;
          });
        if (done) approved++;
        else await riskChecks.markAuto(db, id, 2);
      }
      return approved;
    },
  };
}

export type WithdrawalRisk = ReturnType<typeof createWithdrawalRisk>;
