import { createAuditService, type AuditService } from '../modules/audit/audit.service.js';
import { defineModule } from '../modules/module.js';

declare module '../modules/module.js' {
  interface Services {
    audit: AuditService;
  }
}

/**
 * The append-only audit trail every back-office module writes to, the operators' sign-in and
 * permission check among them; the audit module (modules/audit) is its viewer.
 */
export const auditTrailPlugin = defineModule('audit-trail', [], async (app, { db, clock }) => {
  app.services.audit = createAuditService(db, clock);
});
