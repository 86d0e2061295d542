import { defineModule } from '../module.js';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals.routes.js';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals.service.js';

declare module '../module.js' {
  interface Services {
    withdrawals: WithdrawalsService;
  }
}

/** Withdrawal requests behind the payment password, and the operators' review queue. */
export default defineModule(
  'withdrawals',
  ['site', 'auth', 'risk', 'audit-trail', 'operators', 'transfers'],
  async (app, { db, clock }) => {
    const { settings, payPassword, audit, transfers, risk } = app.services;
    const withdrawals = createWithdrawalsService({
      db,
      clock,
      settings,
      payPassword,
      audit,
      gate: risk.gate,
      bringHome: (userId) => transfers.bringHomeIfFreeTransfer(userId),
    });
    app.services.withdrawals = withdrawals;
    await app.register(withdrawalsRoutes(withdrawals));
    await app.register(withdrawalsAdminRoutes(withdrawals));
  },
);
