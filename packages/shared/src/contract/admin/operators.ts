import { z } from 'zod';
import {
  OPERATOR_PASSWORD,
  OPERATOR_USERNAME,
  OPERATOR_USERNAME_MSG,
} from '../../rules/operator-password.js';
import type { Permission, Role } from '../../operators.js';
import { text } from '../input.js';

/**
 * The back office's operators: signing in and out, one's own password and TOTP, the accounts a
 * super admin manages, and the production site's first-operator setup.
 */

export const ROLES = ['super', 'finance', 'operations', 'support', 'risk'] as const satisfies readonly Role[];

export const operatorLoginBody = z.strictObject({
  username: text(32),
  password: text(64),
  /** Once TOTP is enrolled. */
  totp: text(8).optional(),
});
export const operatorPasswordBody = z.strictObject({
  old_password: text(64),
  new_password: text(OPERATOR_PASSWORD.maxLength),
});
export const totpCodeBody = z.strictObject({ code: text(8) });
/** 0 disables the operator (every session ends), 1 enables. */
export const operatorStatusBody = z.strictObject({ status: z.union([z.literal(0), z.literal(1)]) });
/** The initial password must be changed at first sign-in. */
export const newOperatorBody = z.strictObject({
  username: text(32),
  password: text(OPERATOR_PASSWORD.maxLength),
  role: z.enum(ROLES),
});

export type OperatorLogin = z.infer<typeof operatorLoginBody>;
export type OperatorPasswordChange = z.infer<typeof operatorPasswordBody>;
export type TotpCode = z.infer<typeof totpCodeBody>;
export type OperatorStatusChange = z.infer<typeof operatorStatusBody>;
export type NewOperator = z.infer<typeof newOperatorBody>;

export interface OperatorSession {
  token: string;
  username: string;
  role: Role;
  must_change_password: boolean;
}

/** GET /admin/api/me: the signed-in operator and what the server lets the role do. */
export interface CurrentOperator {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  permissions: readonly Permission[];
}

export interface TotpSetup {
  secret: string;
  /** otpauth:// address the authenticator app reads from the QR code. */
  uri: string;
  /** The QR code as an SVG data URL, drawn by the server. */
  qr: string;
}

export interface OperatorRow {
  id: number;
  username: string;
  role: Role;
  /** 1 active. */
  status: number;
  /** 1 once an authenticator is enrolled. */
  totp_enabled: number;
  /** Epoch milliseconds (a string on PostgreSQL). */
  created_at: number | string;
  last_login_at: number | string | null;
}

// First-operator setup ---------------------------------------------------------------------

export const SETUP_TOKEN_MSG = '初始化链接无效或已过期，请重启服务获取新的链接';

export const firstOperatorSetupBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, SETUP_TOKEN_MSG),
  username: text(32).regex(OPERATOR_USERNAME, OPERATOR_USERNAME_MSG),
  // The operator password rule is checked by the service, with its own messages.
  password: text(OPERATOR_PASSWORD.maxLength),
});
export type FirstOperatorSetup = z.infer<typeof firstOperatorSetupBody>;

/** Whether the site still has no operator (the setup page is offered only then). */
export interface SetupState {
  needed: boolean;
}
