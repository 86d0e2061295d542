// The agent programme: agents, the referral tree's history, plans, the bet settlement journal,
// settled periods and their statements.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

export interface AgentPlansTable {
  id: Generated<number>;
  name: string;
  active_min_valid_fen: Generated<number>;
  deposit_fee_bp: Generated<number>;
  withdrawal_fee_bp: Generated<number>;
  /** JSON [{min_active, min_net_fen, rate_bp}]. */
  tiers: string;
  /** JSON {category: bp}. */
  turnover_bp: Generated<string>;
  created_at: Millis;
  updated_at: Millis;
}

export interface AgentsTable {
  user_id: number;
  plan_id: number;
  state: Generated<number>;
  totp_secret: string | null;
  /** A secret set up and not yet confirmed with a code. */
  totp_pending: string | null;
  totp_last_step: Generated<number>;
  created_at: Millis;
}

/** A user's upper agent from `effective_from` on (null: none); the newest row before a time wins. */
export interface AgentLinksTable {
  id: Generated<number>;
  user_id: number;
  parent_id: number | null;
  effective_from: Millis;
  /** register, promote (opened by its agent), move (an operator), adopt (made an agent by an operator). */
  source: string;
  operator_id: number | null;
  note: Generated<string>;
  created_at: Millis;
}

export interface AgentSessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
}

/** What each bet report changed, when it was recorded: closed periods read these and never move. */
export interface BetSettlementsTable {
  id: Generated<number>;
  user_id: number;
  platform: string;
  valid_bet_fen: Generated<number>;
  win_loss_fen: Generated<number>;
  settled_at: Millis;
}

export interface AgentPeriodsTable {
  id: Generated<number>;
  starts_at: Millis;
  ends_at: Millis;
  kind: string;
  settled_at: Millis;
}

type Figure = Generated<number>;

export interface AgentStatementsTable {
  id: Generated<number>;
  period_id: number;
  agent_id: number;
  parent_id: number | null;
  plan_id: number;
  state: string;
  direct_players: Figure;
  active_players: Figure;
  team_active: Figure;
  rate_bp: Figure;
  deposit_fen: Figure;
  withdrawal_fen: Figure;
  valid_bet_fen: Figure;
  ggr_fen: Figure;
  bonus_fen: Figure;
  fee_fen: Figure;
  net_fen: Figure;
  team_net_fen: Figure;
  carry_in_fen: Figure;
  base_fen: Figure;
  carry_out_fen: Figure;
  revenue_fen: Figure;
  override_fen: Figure;
  turnover_fen: Figure;
  computed_fen: Figure;
  adjust_fen: Figure;
  payable_fen: Figure;
  adjust_reason: Generated<string>;
  hold_reason: Generated<string>;
  approved_by: number | null;
  approved_at: Millis | null;
  confirmed_by: number | null;
  paid_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface AgentStatementLinesTable {
  id: Generated<number>;
  statement_id: number;
  kind: string;
  user_id: number | null;
  category: Generated<string>;
  rate_bp: Figure;
  deposit_fen: Figure;
  withdrawal_fen: Figure;
  valid_bet_fen: Figure;
  ggr_fen: Figure;
  bonus_fen: Figure;
  fee_fen: Figure;
  net_fen: Figure;
  amount_fen: Figure;
}
