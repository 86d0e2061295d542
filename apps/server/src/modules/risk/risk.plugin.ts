import { defineModule } from '../module.js';
import { createAlertsService } from './alerts/alerts.service.js';
import { riskAlertsRoutes } from './alerts/alerts.routes.js';
import { startRiskJobs } from './risk-jobs.js';
import { createRiskService, type RiskService } from './risk.service.js';

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
  async (app, { db, clock, log, config }) => {
    const risk = createRiskService({ db, clock, settings: app.services.settings, log });
    app.services.risk = risk;

    // 风险预警 and the scores: pattern scans and the score job run on one node, never in a request.
    const alerts = createAlertsService({
      db,
      clock,
      settings: app.services.settings,
      log,
      audit: app.services.audit,
    });
    await app.register(riskAlertsRoutes(alerts, { db }));
    let jobs: { stop(): Promise<void> } | undefined;
    app.addHook('onListen', async () => {
      if (config.NODE_ROLE !== 'api')
        jobs ??= startRiskJobs(
          db,
          clock,
          { scanMs: config.RISK_SCAN_MS, scoreMs: config.RISK_SCORE_MS },
          log,
        );
    });
    app.addHook('onClose', async () => jobs?.stop());
  },
);
