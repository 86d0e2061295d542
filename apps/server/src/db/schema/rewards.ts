// Rewards: VIP levels, rebates, promotions (activities) and red packets.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

export interface VipLevelsTable {
  level: number;
  name: string;
  flow_fen: number;
  recharge_fen: number;
  rate_live: number;
  rate_slots: number;
  rate_cards: number;
  rate_sports: number;
  rate_lottery: number;
  rate_esports: number;
  rate_fishing: number | null;
  bonus_fen: Generated<number>;
  status: Generated<number>;
}

export interface PlayerStatsTable {
  user_id: number;
  deposit_fen: Generated<number>;
  valid_bet_fen: Generated<number>;
  updated_at: Millis;
}

export interface RebatesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  bet_id: string;
  platform: string;
  game_code: string;
  category: string;
  valid_bet_fen: number;
  rate: number;
  amount_fen: number;
  state: Generated<number>;
  claim_no: Generated<string>;
  created_at: Millis;
  updated_at: Millis;
}

export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface ActivitiesTable {
  id: Generated<number>;
  type_id: number;
  title: string;
  banner: string;
  content: string;
  state: Generated<number>;
  can_apply: Generated<number>;
  bonus_rate: Generated<number>;
  bonus_max_fen: Generated<number>;
  turnover_multiple: Generated<string>;
  /** A TurnoverBasis: what turnover_multiple is taken of. */
  turnover_basis: Generated<string>;
  sort: Generated<number>;
  /** '' none, or an ActivityRule the server checks an application against. */
  apply_rule: Generated<string>;
  rule_min_fen: Generated<number>;
  created_at: Millis;
  updated_at: Millis;
}

export interface ActivityApplicationsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  amount_fen: number;
  state: Generated<number>;
  bonus_fen: Generated<number>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface RedpacketTiersTable {
  id: Generated<number>;
  deposit_min_fen: number;
  deposit_max_fen: Generated<number>;
  draws: number;
  amount_min_fen: number;
  amount_max_fen: number;
}

export interface RedpacketDrawsTable {
  id: Generated<number>;
  user_id: number;
  day: number;
  seq: number;
  deposit_fen: number;
  amount_fen: number;
  created_at: Millis;
}
