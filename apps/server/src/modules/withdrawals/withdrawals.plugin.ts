import { defineModule } from '../module.js';
import { startAutoApproveJob } from './auto-approve.job.js';
import { withdrawalRiskRoutes } from './withdrawal-risk.routes.js';
import { createWithdrawalRisk, type WithdrawalRisk } from './withdrawal-risk.service.js';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals.routes.js';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals.service.js';

declare module '../module.js' {
  interface Services {
    withdrawals: WithdrawalsService;
    withdrawalRisk: WithdrawalRisk;
  }
}

/** Withdrawal requests behind the payment password, and the operators' review queue. */
export default defineModule(
  'withdrawals',
  ['site', 'auth', 'audit-trail', 'operators', 'transfers', 'risk'],
  async (app, { db, clock, config, log, metrics }) => {
    const { settings, payPassword, audit, transfers, risk } = app.services;
    const riskChecks = risk.review.checks;
    const withdrawals = createWithdrawalsService({
      db,
      clock,
      settings,
      payPassword,
      audit,
      gate: risk.gate,
      riskChecks,
      bringHome: (userId) => transfers.bringHomeIfFreeTransfer(userId),
    });
    app.services.withdrawals = withdrawals;
    const withdrawalRisk = createWithdrawalRisk({ db, review: withdrawals.review, riskChecks });
    app.services.withdrawalRisk = withdrawalRisk;
    await app.register(withdrawalsRoutes(withdrawals));
    await app.register(withdrawalsAdminRoutes(withdrawals));
    await app.register(withdrawalRiskRoutes(withdrawalRisk));

    let autoApprove: { stop(): Promise<void> } | undefined;
    app.addHook('onListen', async () => {
      if (config.NODE_ROLE !== 'api' && config.WITHDRAW_AUTO_APPROVE_MS > 0)
        autoApprove ??= startAutoApproveJob(db, withdrawalRisk, config.WITHDRAW_AUTO_APPROVE_MS, {
          log,
          onRun: (outcome) => metrics.jobRuns.inc({ job: 'withdrawal-auto-approve', outcome }),
        });
    });
    app.addHook('onClose', async () => autoApprove?.stop());
  },
);
