import { z } from 'zod';
import type { AgentPeriodKind, AgentPlan, StatementState } from '../../agents.js';
import { pageNumber, rowId, text } from '../input.js';

/**
 * The agent console's API (`/agent/api/...`, `@app/shared/agent-contract`): an approved agent signs
 * in with its site account (and its authenticator code once enabled) and sees only its own tree.
 * Answers use the site's envelope {code, message, data}; money is yuan with two decimals.
 */

export const agentLoginBody = z.strictObject({
  name: text(64),
  password: text(64),
  captcha_id: text(64).optional(),
  captcha: text(16).optional(),
  /** The authenticator code, once the agent has enabled the second factor. */
  totp: text(8).optional(),
});
export type AgentLoginBody = z.infer<typeof agentLoginBody>;

export interface AgentLoginResult {
  token: string;
}

/** Sent as `data` with code 400 when the password was right and the authenticator code is missing. */
export interface AgentTotpRequired {
  totp_required: true;
}

export const agentTotpCodeBody = z.strictObject({ code: text(8) });

export interface AgentTotpSetup {
  secret: string;
  /** otpauth:// address for the authenticator app's QR code. */
  uri: string;
  /** That address as a QR code (an SVG data URL drawn by the server). */
  qr: string;
}

export interface AgentPeriodInfo {
  kind: AgentPeriodKind | 'fixed';
  /** "2026-11-01 00:00:00", Beijing time. */
  start: string;
  /** Exclusive. */
  end: string;
}

export interface AgentMe {
  user_id: number;
  username: string;
  /** 1 for a top agent. */
  level: number;
  max_depth: number;
  can_open_sub_agents: boolean;
  /** 0 when frozen. */
  state: number;
  plan: AgentPlan;
  totp_enabled: boolean;
  /** The player site's registration link with the agent's id: "/#/?pid=123" (the console adds the origin). */
  referral_path: string;
  period: AgentPeriodInfo;
}

/**
 * Figures of the agent's direct players over a time span. A result is always the platform's
 * (平台输赢): positive when the site won, in the console and in the back office alike.
 */
export interface AgentFigures {
  registrations: number;
  first_deposits: number;
  active_players: number;
  deposits: string;
  withdrawals: string;
  valid_bets: string;
  /** 平台输赢: stakes lost less payouts. */
  ggr: string;
  /** Bonuses, rebates and red packets paid to them. */
  bonuses: string;
}

export interface AgentOverrideLine {
  /** The sub-agent whose base it comes from. */
  username: string;
  base: string;
  /** Percent: this agent's rate less the rate already paid on that base (级差). */
  rate: string;
  amount: string;
}

export interface AgentTurnoverLine {
  category: string;
  label: string;
  valid_bets: string;
  rate: string;
  amount: string;
}

/**
 * The period's commission so far, worked out as its statement will be, every line following from
 * the ones above it: net = ggr − bonuses − fees; base = net + carry_in; revenue = base × rate
 * (floored to the fen; nothing on a base at or below zero); commission = revenue + override +
 * turnover. The rate is the tier the team (team_active, team_net) reaches.
 */
export interface AgentProjection {
  ggr: string;
  bonuses: string;
  /** The plan's share of the direct players' deposits and paid withdrawals (floored per player). */
  fees: string;
  net: string;
  /** Zero or negative: what the last period left. */
  carry_in: string;
  base: string;
  /** Percent, "35.00". */
  rate: string;
  team_active: number;
  /** The team's (the agent's and every sub-agent's) net, before carried balances. */
  team_net: string;
  revenue: string;
  override: string;
  turnover: string;
  commission: string;
  /** What a negative base carries to the next period (zero or negative). */
  carry_out: string;
  overrides: AgentOverrideLine[];
  turnover_lines: AgentTurnoverLine[];
}

export interface AgentOverview {
  today: AgentFigures;
  period: AgentFigures;
  /** What the period so far would pay if it closed now. */
  projection: AgentProjection;
  period_info: AgentPeriodInfo;
}

export const agentPlayersQuery = z.strictObject({
  page: pageNumber.default(1),
  username: text(32).trim().optional(),
});

/** A direct player: figures are this period's; never a real name, phone or card. */
export interface AgentPlayerRow {
  user_id: number;
  username: string;
  registered_at: string;
  last_login_at: string;
  is_agent: boolean;
  deposits: string;
  withdrawals: string;
  valid_bets: string;
  /** 平台输赢 from this player: positive when the site won (the player's loss). */
  ggr: string;
}

export interface AgentPage<T> {
  total: number;
  per_page: number;
  data: T[];
}

export interface AgentSubAgentRow {
  user_id: number;
  username: string;
  level: number;
  registered_at: string;
  direct_players: number;
  /** This period so far. */
  team_active: number;
  team_net: string;
}

export const openSubAgentBody = z.strictObject({ user_id: rowId });

export const agentStatementsQuery = z.strictObject({ page: pageNumber.default(1) });

export interface AgentStatementRow {
  id: number;
  /** "2026-11" for a month, "2026-11-23 ~ 2026-11-29" for a week. */
  period: string;
  state: StatementState;
  state_text: string;
  net: string;
  rate: string;
  computed: string;
  adjust: string;
  payable: string;
  paid_at: string;
}

export interface AgentStatementPlayerLine {
  username: string;
  deposits: string;
  withdrawals: string;
  valid_bets: string;
  ggr: string;
  bonuses: string;
  fees: string;
  net: string;
}

export interface AgentStatementDetail extends AgentStatementRow {
  direct_players: number;
  active_players: number;
  team_active: number;
  team_net: string;
  deposits: string;
  withdrawals: string;
  valid_bets: string;
  ggr: string;
  bonuses: string;
  fees: string;
  carry_in: string;
  base: string;
  carry_out: string;
  revenue: string;
  override: string;
  turnover: string;
  adjust_reason: string;
  players: AgentStatementPlayerLine[];
  overrides: AgentOverrideLine[];
  turnover_lines: AgentTurnoverLine[];
}
