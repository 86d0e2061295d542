import { defineModule } from '../module.js';
import { createAuditService, type AuditService } from './audit.service.js';

declare module '../module.js' {
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
