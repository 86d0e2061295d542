import { defineModule } from '../module.js';
import { blocksRoutes } from './blocks/blocks.routes.js';
import { startRiskCheckJob } from './review/review.job.js';
import { riskReviewRoutes } from './review/review.routes.js';
import { createRiskService, type RiskService } from './risk.service.js';
import { startSignalRetention } from './signals/retention.job.js';
import { signalsRoutes } from './signals/signals.routes.js';

declare module '../module.js' {
  interface Services {
    risk: RiskService;
  }
}

/**
 * Risk control (风控): each event's client, linked accounts, caps and blocklists, player tags, the
 * withdrawal risk check, betting-pattern alerts and each player's score. Registered before the
 * modules whose events it gates (auth, deposits, withdrawals, cards, activities, red packets).
 */
export default defineModule(
  'risk',
  ['site', 'operators', 'audit-trail'],
  async (app, { db, clock, log, config, metrics }) => {
    const { settings, audit } = app.services;
    const risk = createRiskService({ db, clock, settings, audit, log });
    app.services.risk = risk;
    await app.register(signalsRoutes(risk));
    await app.register(blocksRoutes(risk.blocks.admin, risk.blocks.caps));
    await app.register(riskReviewRoutes(risk.review));

    // Background jobs run on worker nodes (and the all-in-one), under a lease: one node at a time.
    let retention: { stop(): Promise<void> } | undefined;
    let checks: { stop(): Promise<void> } | undefined;
    app.addHook('onListen', async () => {
      if (config.NODE_ROLE === 'api') return;
      if (config.RISK_RETENTION_MS > 0)
        retention ??= startSignalRetention(
          db,
          risk.signals.deleteExpired,
          {
            log,
            onRun: (outcome) => metrics.jobRuns.inc({ job: 'risk-signal-retention', outcome }),
          },
          config.RISK_RETENTION_MS,
        );
      if (config.RISK_CHECK_MS > 0)
        checks ??= startRiskCheckJob(db, risk.review, config.RISK_CHECK_MS, {
          log,
          onRun: (outcome) => metrics.jobRuns.inc({ job: 'risk-withdrawal-checks', outcome }),
        });
    });
    app.addHook('onClose', async () => {
      await Promise.all([retention?.stop(), checks?.stop()]);
    });
  },
);
