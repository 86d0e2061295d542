import { defineModule } from '../module.js';
import { startDepositExpiry } from './deposit-expiry.job.js';
import { depositsAdminRoutes } from './deposits.admin.routes.js';
import { depositsRoutes, paymentCallbackRoutes } from './deposits.routes.js';
import { createDepositsService, type DepositsService } from './deposits.service.js';
import { createPayChannelsService, type PayChannelsService } from './pay-channels.service.js';

declare module '../module.js' {
  interface Services {
    deposits: DepositsService;
    payChannels: PayChannelsService;
  }
}

/** Deposit orders, the gateway's signed callbacks, and the operators' review of bank transfers. */
export default defineModule(
  'deposits',
  ['site', 'protection', 'risk', 'vip', 'audit-trail', 'operators'],
  async (app, { db, clock, config, log, metrics, publicUrl, paymentGateway }) => {
    const { settings, protection, risk, vip, audit } = app.services;
    const payChannels = createPayChannelsService(db);
    const deposits = createDepositsService({
      // A credited deposit counts toward the VIP totals in the same transaction.
      onCredited: (trx, userId, fen, now) => vip.addTotals(trx, userId, { depositFen: fen }, now),
      db,
      clock,
      channels: payChannels,
      settings,
      protection: protection.guard,
      gate: risk.gate,
      gateway: paymentGateway,
      publicUrl,
      log,
      audit,
    });
    Object.assign(app.services, { deposits, payChannels });
    await app.register(depositsRoutes(deposits, payChannels));
    await app.register(paymentCallbackRoutes(deposits));
    await app.register(depositsAdminRoutes(deposits));

    let expiry: { stop(): Promise<void> } | undefined;
    app.addHook('onListen', async () => {
      if (config.DEPOSIT_EXPIRY_MS > 0 && config.NODE_ROLE !== 'api')
        expiry ??= startDepositExpiry(db, clock, config.DEPOSIT_EXPIRY_MS, {
          log,
          onRun: (outcome) => metrics.jobRuns.inc({ job: 'deposit-expiry', outcome }),
        });
    });
    app.addHook('onClose', async () => expiry?.stop());
  },
);
