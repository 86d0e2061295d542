import { defineModule } from '../module.js';
import { createAlertsService } from './alerts/alerts.service.js';
import { riskAlertsRoutes } from './alerts/alerts.routes.js';
import { blocksRoutes } from './blocks/blocks.routes.js';
import { linksRoutes } from './links/links.routes.js';
import { startRiskCheckJob } from './review/review.job.js';
import { riskReviewRoutes } from './review/review.routes.js';
import { startRiskJobs } from './risk-jobs.js';
import { createRiskService, type RiskService } from './risk.service.js';
import { startSignalRetention } from './signals/retention.job.js';
import { signalsRoutes } from './signals/signals.routes.js';
import { tagsRoutes } from './tags/tags.routes.js';

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
    await app.register(linksRoutes(risk.links, risk.linkSettings));
    await app.register(tagsRoutes(risk.tags));
    await app.register(riskReviewRoutes(risk.review));
    const alerts = createAlertsService({ db, clock, settings, log, audit });
    await app.register(riskAlertsRoutes(alerts, { db }));

    // Background jobs run on worker nodes (and the all-in-one), each under a lease (one node at a
    // time), never in a request: signal retention, the withdrawal checks, pattern scans and scores.
    const jobs: { stop(): Promise<void> }[] = [];
    app.addHook('onListen', async () => {
      if (config.NODE_ROLE === 'api' || jobs.length > 0) return;
      const onRun = (job: string) => (outcome: string) => metrics.jobRuns.inc({ job, outcome });
      if (config.RISK_RETENTION_MS > 0)
        jobs.push(
          startSignalRetention(
            db,
            risk.signals.deleteExpired,
            { log, onRun: onRun('risk-signal-retention') },
            config.RISK_RETENTION_MS,
          ),
        );
      if (config.RISK_CHECK_MS > 0)
        jobs.push(
          startRiskCheckJob(db, risk.review, config.RISK_CHECK_MS, {
            log,
            onRun: onRun('risk-withdrawal-checks'),
          }),
        );
      jobs.push(
        startRiskJobs(db, clock, { scanMs: config.RISK_SCAN_MS, scoreMs: config.RISK_SCORE_MS }, log),
      );
    });
    app.addHook('onClose', async () => void (await Promise.all(jobs.map((job) => job.stop()))));
  },
);
