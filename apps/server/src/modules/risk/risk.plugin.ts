import { defineModule } from '../module.js';
import { linksRoutes } from './links/links.routes.js';
import { createRiskService, type RiskService } from './risk.service.js';
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
export default defineModule('risk', ['site', 'operators', 'audit-trail'], async (app, { db, clock, log }) => {
  const { settings, audit } = app.services;
  const risk = createRiskService({ db, clock, settings, audit, log });
  app.services.risk = risk;
  await app.register(linksRoutes(risk.links, risk.linkSettings));
  await app.register(tagsRoutes(risk.tags));
});
