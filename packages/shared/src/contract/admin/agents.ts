import { z } from 'zod';
import { multiline, rowId, text } from '../input.js';
import { adminPaging, type ListFilter } from './paging.js';
import type { AgentProjection, AgentStatementDetail } from '../agent/index.js';
import type { StatementState } from '../../agents.js';

/** Players' applications to become agents, reviewed in the back office (players.write). */

/** Without a reason the player is told 资料不完整. */
export const agentRejectBody = z.strictObject({ reason: multiline(255).trim().optional() });
export type AgentRejection = z.input<typeof agentRejectBody>;

/** The 50 oldest pending applications (the server pages no further). */
export interface AgentApplication {
  id: number;
  user_id: number;
  username: string;
  realname: string | null;
  mobile: string;
  apply_info: string;
  created_at: string;
}

// The agent programme -------------------------------------------------------------------------

const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const percent = z.union([z.number(), text(8)]);
const yuanInput = z.union([z.number(), text(20)]);

export const agentsQuery = z.strictObject({ ...adminPaging, username: text(32).trim().optional() });
export type AgentsFilter = ListFilter<z.infer<typeof agentsQuery>>;

export interface AgentRow {
  user_id: number;
  username: string;
  level: number;
  /** The upper agent's account, '' at the top. */
  parent: string;
  plan_id: number;
  plan_name: string;
  state: number;
  direct_players: number;
  sub_agents: number;
  created_at: string;
}

/** One change of the tree, as history keeps it. */
export interface AgentLinkRow {
  username: string;
  parent: string;
  effective_from: string;
  source: string;
  operator: string;
  note: string;
  created_at: string;
}

export interface AgentDetail extends AgentRow {
  upline: string[];
  sub_agent_rows: AgentRow[];
  links: AgentLinkRow[];
  /** The period so far, worked out line by line as the agent's console shows it. */
  projected: AgentProjection;
  statements: AgentStatementAdminRow[];
}

export const agentPlanChoiceBody = z.strictObject({ plan_id: rowId });
export const agentStateBody = z.strictObject({ state: flag, reason: multiline(255).default('') });
/** Moves a player or an agent (with its tree) under `parent` (an agent's account; '' for the top). */
export const agentMoveBody = z.strictObject({
  username: text(32).trim(),
  parent: text(32).trim().default(''),
  note: multiline(255).trim().default(''),
});
export type AgentMove = z.input<typeof agentMoveBody>;
export const makeAgentBody = z.strictObject({ username: text(32).trim() });

export const agentPlanBody = z.strictObject({
  name: text(32).trim(),
  active_min_valid: yuanInput,
  deposit_fee_rate: percent,
  withdrawal_fee_rate: percent,
  tiers: z
    .array(
      z.strictObject({
        min_active: z.coerce.number().int().min(0).max(1_000_000),
        min_net: yuanInput,
        rate: percent,
      }),
    )
    .max(20),
  turnover_rates: z.record(text(16), percent).default({}),
});
export type AgentPlanInput = z.input<typeof agentPlanBody>;
export type AgentPlanValues = z.infer<typeof agentPlanBody>;

export const agentStatementsQuery = z.strictObject({
  ...adminPaging,
  state: z.enum(['pending', 'held', 'second', 'paid', 'none']).optional(),
  username: text(32).trim().optional(),
  period_id: rowId.optional(),
});
export type AgentStatementsFilter = ListFilter<z.infer<typeof agentStatementsQuery>>;

export interface AgentStatementAdminRow {
  id: number;
  period_id: number;
  period: string;
  agent_id: number;
  username: string;
  level: number;
  state: StatementState;
  state_text: string;
  direct_players: number;
  active_players: number;
  net: string;
  rate: string;
  computed: string;
  adjust: string;
  payable: string;
  /** Above the threshold: a second operator must confirm. */
  needs_second: boolean;
  approved_by: string;
  hold_reason: string;
  adjust_reason: string;
}

export const statementAdjustBody = z.strictObject({ amount: yuanInput, reason: multiline(255).trim() });
export const statementHoldBody = z.strictObject({ reason: multiline(255).trim().default('') });

export interface AgentPeriodRow {
  id: number;
  period: string;
  kind: string;
  settled_at: string;
  statements: number;
  payable: string;
}

/** A statement as finance reviews it: the agent's view with the review's fields. */
export type AgentStatementAdminDetail = AgentStatementDetail & AgentStatementAdminRow;

/** The programme's settings (settings.write): period, tree depth, commission turnover, review threshold. */
export const agentSettingsBody = z.strictObject({
  agent_period: z.enum(['month', 'week']),
  agent_max_depth: z.coerce.number().int().min(1).max(10),
  agent_commission_turnover_multiple: z.union([z.number(), text(8)]),
  agent_commission_approval_threshold: yuanInput,
});
export type AgentSettingsInput = z.input<typeof agentSettingsBody>;

export interface AgentSettings {
  agent_period: 'month' | 'week';
  agent_max_depth: number;
  agent_commission_turnover_multiple: string;
  agent_commission_approval_threshold: string;
  /** The open period as the settlement sees it. */
  current_period: string;
}
