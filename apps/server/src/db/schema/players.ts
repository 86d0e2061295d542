// Players: accounts on the site, signing in, their cards, inbox, support chat and agent applications.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  pay_password_hash: string;
  realname: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  birthday: Generated<string>;
  avatar: Generated<string>;
  pid: number | null;
  isblack: Generated<number>;
  status: Generated<number>;
  isagent: Generated<number>;
  vip: Generated<number>;
  transferstatus: Generated<number>;
  register_ip: Generated<string>;
  created_at: Millis;
  last_login_at: Millis | null;
  last_login_ip: string | null;
  pay_fail_count: Generated<number>;
  pay_locked_until: Millis | null;
  /** Payment-password checks claimed and not yet settled (see pay-password.guard.ts). */
  pay_pending: Generated<number>;
  pay_pending_at: Millis | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: Millis;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  created_at: Millis;
}

export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Millis;
  last_used_at: Millis;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: number;
  ip: string;
  user_agent: Generated<string>;
  created_at: Millis;
}

export interface CardsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: Generated<string>;
  created_at: Millis;
  deleted_at: Millis | null;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  content: string;
  read_at: Millis | null;
  created_at: Millis;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number;
  author: 'player' | 'operator';
  operator_id: number | null;
  content: string;
  created_at: Millis;
}

export interface AgentApplicationsTable {
  id: Generated<number>;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: Generated<number>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
}
