// Player protection: deposit limits, exclusions and reality checks.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

export interface DepositLimitsTable {
  id: Generated<number>;
  user_id: number;
  period: 'day' | 'week' | 'month';
  amount_fen: number | null;
  previous_fen: number | null;
  requested_at: Millis;
  effective_at: Millis;
  cancelled_at: Millis | null;
}

export interface PlayerExclusionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'timeout' | 'self_exclusion';
  duration: string;
  starts_at: Millis;
  ends_at: Millis | null;
  ip: Generated<string>;
  created_at: Millis;
}

export interface PlayerProtectionTable {
  user_id: number;
  adult_confirmed_at: Millis | null;
  reality_check_minutes: number | null;
  updated_at: Millis;
}
