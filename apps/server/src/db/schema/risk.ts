// Risk control (风控): what each event's client looked like, caps and blocklists, tags, the
// withdrawal checks, betting-pattern alerts and each player's score. All owned by modules/risk.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

/** The events whose client is recorded (RISK_EVENTS in modules/risk/signals). */
export type RiskEvent = 'register' | 'login' | 'deposit' | 'withdraw' | 'bind' | 'apply' | 'redpacket';

/** One event's client: the address (behind TRUST_PROXY, the real one), its /24, the device id. */
export interface RiskSignalsTable {
  id: Generated<number>;
  user_id: number;
  event: RiskEvent;
  ip: string;
  /** The IPv4 /24 (`203.0.113`) or the IPv6 /48; '' when the address is unknown. */
  ip_prefix: string;
  /** The player site's first-party id (X-Device-Id); '' when the client sent none. */
  device_id: string;
  /** sha256 of the User-Agent, hex, first 16 characters. */
  ua_hash: string;
  created_at: Millis;
}

/** Registrations per address or device per Beijing day: the cap is this row's conditional increment. */
export interface RiskRegisterCountsTable {
  day: string;
  kind: 'ip' | 'device';
  value: string;
  count: number;
}

export type RiskBlockKind = 'ip' | 'ip_range' | 'device' | 'card' | 'address';

export interface RiskBlocksTable {
  id: Generated<number>;
  kind: RiskBlockKind;
  /** ip: the address; ip_range: CIDR (`203.0.113.0/24`); card: digits only; address: as bound. */
  value: string;
  reason: string;
  /** null: until lifted. */
  expires_at: Millis | null;
  created_by: number;
  created_at: Millis;
  lifted_by: number | null;
  lifted_at: Millis | null;
}

export interface RiskTagsTable {
  id: Generated<number>;
  name: string;
  /** #rrggbb */
  colour: string;
  /** JSON array of RiskTagEffect (modules/risk/tags). */
  effects: string;
  created_at: Millis;
  updated_at: Millis;
  deleted_at: Millis | null;
}

export interface RiskPlayerTagsTable {
  user_id: number;
  tag_id: number;
  note: Generated<string>;
  tagged_by: number;
  created_at: Millis;
}

/** The operator's switches and figures for each withdrawal rule (code: WITHDRAWAL_RULES). */
export interface RiskRulesTable {
  code: string;
  enabled: number;
  /** JSON, checked by the rule's own zod schema. */
  params: string;
  updated_by: number | null;
  updated_at: Millis;
}

/**
 * One withdrawal's risk check: 'pending' until the scoring job has run; then 'clear' (no hit, the
 * normal queue), 'review' (a hit, the 风控审核 queue), 'passed' or 'refused' by a risk operator.
 */
export interface RiskWithdrawalChecksTable {
  withdrawal_id: number;
  user_id: number;
  amount_fen: number;
  state: 'pending' | 'clear' | 'review' | 'passed' | 'refused';
  score: Generated<number>;
  /** JSON array of {code, label, detail}. */
  reasons: Generated<string>;
  /** Set when the job approved it for payment automatically (under the operator's amount). */
  auto_approved: Generated<number>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  note: Generated<string>;
  created_at: Millis;
  scored_at: Millis | null;
}

export type RiskAlertKind = 'opposite_sides' | 'low_odds' | 'rebate_farming' | 'win_over_cap';

export interface RiskAlertsTable {
  id: Generated<number>;
  kind: RiskAlertKind;
  /** Unique per finding, so a scan that runs twice raises it once. */
  fingerprint: string;
  /** JSON array of player ids. */
  user_ids: string;
  /** JSON: the rounds, bets and amounts that make the case. */
  evidence: string;
  state: Generated<'open' | 'dismissed' | 'actioned'>;
  handled_by: number | null;
  handled_at: Millis | null;
  note: Generated<string>;
  created_at: Millis;
}

export interface RiskScoresTable {
  user_id: number;
  score: number;
  /** JSON array of {code, label, points}. */
  reasons: string;
  updated_at: Millis;
}

/** How far each scan has read (bets by id, seamless rounds by id). */
export interface RiskCursorsTable {
  name: string;
  position: number;
  updated_at: Millis;
}
