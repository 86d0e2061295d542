// The back office: operators, their sessions and the audit log.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

/** The one-time token that sets up a production site's first operator (a single row, id 1). */
export interface OperatorSetupTokensTable {
  id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  totp_secret: string | null;
  totp_pending: string | null;
  must_change_password: Generated<number>;
  status: Generated<number>;
  failed_count: Generated<number>;
  locked_until: Millis | null;
  created_at: Millis;
  last_login_at: Millis | null;
  /** The TOTP step of the last sign-in: a code is accepted once. */
  totp_last_step: Millis | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  ip: Generated<string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: Generated<string>;
  target_id: Generated<string>;
  detail: Generated<string>;
  ip: Generated<string>;
  created_at: Millis;
  before_state: Generated<string>;
  after_state: Generated<string>;
  /** 'ok', or 'denied' for a refused attempt. */
  outcome: Generated<string>;
}

/** Who runs each background job now (migration 0024): one node at a time, until the lease lapses. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: Millis;
  runs: Generated<number>;
}
