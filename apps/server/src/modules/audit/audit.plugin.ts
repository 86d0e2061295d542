import { defineModule } from '../module.js';
import { auditRoutes } from './audit.routes.js';
import { ledgerCheckRoutes } from './ledger-check.routes.js';
import { createLedgerCheckService } from './ledger-check.service.js';

/** The console's audit log viewer and the ledger invariant check (the trail: audit-trail.plugin.ts). */
export default defineModule('audit', ['audit-trail', 'operators'], async (app, { db, clock }) => {
  const { audit } = app.services;
  await app.register(auditRoutes(audit));
  await app.register(ledgerCheckRoutes(createLedgerCheckService(db, clock, audit)));
});
