import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { OperatorActor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { createOperatorAccounts } from './operator-accounts.service.js';
import { createOperatorCredentials } from './operator-credentials.service.js';
import { createOperatorSignIn } from './operator-sign-in.service.js';
import { ROLE_PERMISSIONS, type Role } from './permissions.js';

export type { OperatorIdentity } from './operator-sign-in.service.js';

/**
 * The back office's operators, one service for the routes and the auth plugin, made of three
 * jobs: signing in (operator-sign-in), one's own password and TOTP (operator-credentials) and
 * the accounts a super admin manages (operator-accounts).
 */
export function createOperatorsService(db: Kysely<DB>, clock: Clock, auditLog: AuditService) {
  return {
    signIn: createOperatorSignIn(db, clock),
    credentials: createOperatorCredentials(db, clock),
    accounts: createOperatorAccounts(db, clock),

    permissionsOf(role: Role) {
      return ROLE_PERMISSIONS[role] ?? [];
    },

    /** Shorthand kept for the routes written before the audit module; the entry goes to auditLog. */
    async audit(
      actor: OperatorActor,
      action: string,
      target: { type: string; id: string | number },
      detail: unknown = {},
    ) {
      await auditLog.record({ ...actor, action, target, detail });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
