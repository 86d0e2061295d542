import { addBeijingMonths, beijingDayNumber, dayNumberStart, DAY_MS } from './beijing-time.js';
import { parseSignedYuanToFen, parseYuanToFen } from './money.js';
import { REBATE_RATE_FIELDS, type RebateRateKey } from './rules/rebate.js';

/**
 * The agent programme (代理): settlement periods on the Beijing calendar, commission plans, statement
 * states and the messages the agent console, the back office and the server share.
 */

/** How long a settlement period runs: a calendar month (the default) or a week from Monday. */
export const AGENT_PERIOD_KINDS = { month: '月结', week: '周结' } as const;
export type AgentPeriodKind = keyof typeof AGENT_PERIOD_KINDS;

export interface AgentPeriod {
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive: the next period's start. */
  end: number;
}

/**
 * The period `at` falls in. A fixed length (tests and demos only, never in production) counts whole
 * lengths from the epoch; otherwise months start on the 1st and weeks on Monday, 00:00 Beijing time.
 */
export function agentPeriodOf(at: number, kind: AgentPeriodKind, fixedMs = 0): AgentPeriod {
  if (fixedMs > 0) {
    const start = Math.floor(at / fixedMs) * fixedMs;
    return { start, end: start + fixedMs };
  }
  const day = beijingDayNumber(at);
  if (kind === 'week') {
    // Day 0 (1970-01-01) was a Thursday, three days after a Monday.
    const start = dayNumberStart(day - ((day + 3) % 7));
    return { start, end: start + 7 * DAY_MS };
  }
  const dayOfMonth = new Date(day * DAY_MS).getUTCDate();
  const start = dayNumberStart(day - dayOfMonth + 1);
  return { start, end: addBeijingMonths(start, 1) };
}

/**
 * Statement states: computed and waiting, on hold, approved once and waiting for a second operator,
 * paid, nothing to pay.
 */
export const STATEMENT_STATES = {
  pending: '待审核',
  held: '已暂缓',
  second: '待复核',
  paid: '已发放',
  none: '无佣金',
} as const;
export type StatementState = keyof typeof STATEMENT_STATES;

/** Game categories a plan may pay a turnover commission on (the rebate categories). */
export const COMMISSION_CATEGORIES = REBATE_RATE_FIELDS;
export type CommissionCategory = RebateRateKey;

/** One tier of a plan: reached when the team has this many active players and this net revenue. */
export interface PlanTier {
  min_active: number;
  /** Yuan. */
  min_net: string;
  /** Percent of net revenue, "35.00". */
  rate: string;
}

/** A commission plan as the back office edits it and the agent console shows it. */
export interface AgentPlan {
  id: number;
  name: string;
  /** Yuan: a player is active in a period with at least this valid turnover. */
  active_min_valid: string;
  /** Percent of the players' deposits and of their paid withdrawals charged against net revenue. */
  deposit_fee_rate: string;
  withdrawal_fee_rate: string;
  tiers: PlanTier[];
  /** Percent of valid turnover per category, paid on the agent's direct players. */
  turnover_rates: Partial<Record<CommissionCategory, string>>;
  agents: number;
}

/** Basis points (1/100 of a percent) from "35", "35.5" or "35.25"; null for anything else or above 100%. */
export function parsePercentToBp(input: unknown): number | null {
  const s = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** "35.00" from 3500. */
export function formatBp(bp: number): string {
  return (bp / 100).toFixed(2);
}

export const AGENT_CONSOLE_MSG = {
  notAgent: '您还不是代理，请先在“我的”页面申请成为代理',
  frozen: '代理账号已冻结，请联系客服',
  depthReached: '已达到代理层级上限，无法再开设下级代理',
  notYourPlayer: '该会员不是您的直属会员',
  alreadyAgent: '该会员已经是代理',
  subAgentOpened: '已开设为下级代理',
} as const;

export const AGENT_ADMIN_MSG = {
  planName: '请输入方案名称',
  planTiers: '请至少设置一档佣金比例，且人数与净输赢门槛逐档递增',
  planRate: '比例须为 0 到 100 之间、最多两位小数的百分数',
  planAmount: '金额格式不正确',
  planInUse: '仍有代理使用该方案，无法删除',
  notAgent: '该账号不是代理',
  cycle: '不能把代理移到自己的下级之下',
  tooDeep: '移动后超过代理层级上限',
  sameParent: '上级未改变',
  adjustReason: '请填写调整原因',
  statementState: '该账单状态已变化，请刷新后重试',
  secondOperator: '超过复核金额的账单须由另一位操作员复核',
} as const;

/** A plan as stored: integer fen and basis points, tiers in ascending order. */
export interface ParsedAgentPlan {
  name: string;
  activeMinValidFen: number;
  depositFeeBp: number;
  withdrawalFeeBp: number;
  tiers: { min_active: number; min_net_fen: number; rate_bp: number }[];
  turnoverBp: Partial<Record<CommissionCategory, number>>;
}

/**
 * The plan form's one rule, for the console's form and the server: a name, amounts in yuan, rates
 * as percents, at least one tier, each tier asking no less than the one before and more of one of the
 * two, turnover rates on known categories only. Answers the plan or the message to show.
 */
export function parseAgentPlan(input: {
  name: string;
  active_min_valid: unknown;
  deposit_fee_rate: unknown;
  withdrawal_fee_rate: unknown;
  tiers: { min_active: number; min_net: unknown; rate: unknown }[];
  turnover_rates: Record<string, unknown>;
}): ParsedAgentPlan | { error: string } {
  const name = input.name.trim();
  if (!name) return { error: AGENT_ADMIN_MSG.planName };
  const activeMinValidFen = parseYuanToFen(input.active_min_valid);
  if (activeMinValidFen === null) return { error: AGENT_ADMIN_MSG.planAmount };
  const depositFeeBp = parsePercentToBp(input.deposit_fee_rate);
  const withdrawalFeeBp = parsePercentToBp(input.withdrawal_fee_rate);
  if (depositFeeBp === null || withdrawalFeeBp === null) return { error: AGENT_ADMIN_MSG.planRate };
  const tiers: ParsedAgentPlan['tiers'] = [];
  for (const t of input.tiers) {
    const minNet = parseSignedYuanToFen(t.min_net);
    const rate = parsePercentToBp(t.rate);
    if (minNet === null) return { error: AGENT_ADMIN_MSG.planAmount };
    if (rate === null) return { error: AGENT_ADMIN_MSG.planRate };
    const before = tiers.at(-1);
    const rises = !before || (t.min_active >= before.min_active && minNet >= before.min_net_fen);
    if (!rises || (before && t.min_active === before.min_active && minNet === before.min_net_fen))
      return { error: AGENT_ADMIN_MSG.planTiers };
    tiers.push({ min_active: t.min_active, min_net_fen: minNet, rate_bp: rate });
  }
  if (tiers.length === 0) return { error: AGENT_ADMIN_MSG.planTiers };
  const turnoverBp: ParsedAgentPlan['turnoverBp'] = {};
  for (const [key, value] of Object.entries(input.turnover_rates)) {
    if (value === '' || value === null || value === undefined) continue;
    const bp = parsePercentToBp(value);
    if (bp === null || !COMMISSION_CATEGORIES.some((c) => c.key === key))
      return { error: AGENT_ADMIN_MSG.planRate };
    if (bp > 0) turnoverBp[key as CommissionCategory] = bp;
  }
  return { name, activeMinValidFen, depositFeeBp, withdrawalFeeBp, tiers, turnoverBp };
}
