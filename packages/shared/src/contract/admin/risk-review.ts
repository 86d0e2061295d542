import { z } from 'zod';
import { multiline, text } from '../input.js';
import { adminPaging } from './paging.js';

/**
 * The withdrawal risk check (风控审核): the rules an operator switches on and tunes, and the queue of
 * withdrawals a rule hit. Each rule's figures have their own schema; a fresh install runs DEFAULTS.
 */

const whole = (min: number, max: number, label: string) =>
  z.coerce
    .number({ error: `${label}须为 ${min} 到 ${max} 之间的整数` })
    .int(`${label}须为 ${min} 到 ${max} 之间的整数`)
    .min(min, `${label}须为 ${min} 到 ${max} 之间的整数`)
    .max(max, `${label}须为 ${min} 到 ${max} 之间的整数`);
const decimal = (min: number, max: number, label: string) =>
  z.coerce
    .number({ error: `${label}须为 ${min} 到 ${max} 之间的数` })
    .min(min, `${label}须为 ${min} 到 ${max} 之间的数`)
    .max(max, `${label}须为 ${min} 到 ${max} 之间的数`)
    .refine((n) => Math.round(n * 100) === n * 100, `${label}最多两位小数`);

/** Each rule's figures, by code. */
export const WITHDRAWAL_RULE_PARAMS = {
  linked_recent: z.strictObject({ days: whole(1, 365, '天数') }),
  low_turnover: z.strictObject({ multiple: decimal(0.01, 100, '投注倍数') }),
  win_ratio: z.strictObject({ ratio: decimal(0.5, 10_000, '盈利倍数') }),
  new_card: z.strictObject({ hours: whole(1, 720, '小时数') }),
  new_device: z.strictObject({}),
  large_amount: z.strictObject({ amount_yuan: whole(1, 10_000_000, '金额') }),
  risk_tag: z.strictObject({}),
} as const;

export type WithdrawalRuleCode = keyof typeof WITHDRAWAL_RULE_PARAMS;
export type WithdrawalRuleParams<C extends WithdrawalRuleCode> = z.output<(typeof WITHDRAWAL_RULE_PARAMS)[C]>;

export interface WithdrawalRuleInfo<C extends WithdrawalRuleCode = WithdrawalRuleCode> {
  code: C;
  label: string;
  /** What the rule looks at, with {figure} where a figure goes: the console's help text. */
  description: string;
  /** Added to the score when the rule hits; the score is capped at 100. */
  points: number;
  defaults: { enabled: boolean; params: WithdrawalRuleParams<C> };
}

/** The rules in the console's order, each on at a moderate default: a new site is protected at once. */
export const WITHDRAWAL_RULES: { [C in WithdrawalRuleCode]: WithdrawalRuleInfo<C> } = {
  linked_recent: {
    code: 'linked_recent',
    label: '关联账户近期领奖或取款',
    description: '同设备、同IP、同卡等关联账户在近 N 天内领取过彩金、返水、红包或成功取款',
    points: 35,
    defaults: { enabled: true, params: { days: 30 } },
  },
  low_turnover: {
    code: 'low_turnover',
    label: '投注不足（疑似套现）',
    description: '最近一次充值后的有效投注低于该笔充值 × 倍数',
    points: 30,
    defaults: { enabled: true, params: { multiple: 1 } },
  },
  win_ratio: {
    code: 'win_ratio',
    label: '盈利充值比过高',
    description: '最近一次充值后的游戏盈利超过该笔充值 × 倍数',
    points: 25,
    defaults: { enabled: true, params: { ratio: 10 } },
  },
  new_card: {
    code: 'new_card',
    label: '新绑定收款账户',
    description: '取款银行卡或钱包地址绑定不足 N 小时',
    points: 20,
    defaults: { enabled: true, params: { hours: 24 } },
  },
  new_device: {
    code: 'new_device',
    label: '新设备或新IP',
    description: '本次取款的设备或IP此前从未在该玩家的记录中出现',
    points: 15,
    defaults: { enabled: true, params: {} },
  },
  large_amount: {
    code: 'large_amount',
    label: '大额取款',
    description: '取款金额超过设定金额',
    points: 15,
    defaults: { enabled: true, params: { amount_yuan: 50_000 } },
  },
  risk_tag: {
    code: 'risk_tag',
    label: '风控标签',
    description: '玩家带有「取款转风控审核」效果的标签',
    points: 40,
    defaults: { enabled: true, params: {} },
  },
};

export const WITHDRAWAL_RULE_CODES = Object.keys(WITHDRAWAL_RULES) as WithdrawalRuleCode[];

/**
 * One rule as the console sends it: its code, switch and figures. The figures are checked against
 * the rule's own schema by checkRuleParams (so a refusal names the figure in Chinese).
 */
export const withdrawalRuleInput = z.strictObject({
  code: z.enum(WITHDRAWAL_RULE_CODES as [WithdrawalRuleCode, ...WithdrawalRuleCode[]]),
  enabled: z.boolean(),
  params: z.record(text(32), z.number()).refine((p) => Object.keys(p).length <= 8),
});

/** A rule's figures read by its schema, or the first refusal's message. */
export function checkRuleParams<C extends WithdrawalRuleCode>(
  code: C,
  params: unknown,
): { params: WithdrawalRuleParams<C> } | { refused: string } {
  const read = WITHDRAWAL_RULE_PARAMS[code].safeParse(params);
  if (read.success) return { params: read.data as WithdrawalRuleParams<C> };
  const issue = read.error.issues[0];
  const unknown = issue?.code === 'unrecognized_keys';
  return {
    refused: unknown ? `${WITHDRAWAL_RULES[code].label}没有该项设置` : (issue?.message ?? '规则设置不正确'),
  };
}

/** PUT /admin/api/risk/rules: the rules that change, and optionally the automatic approval. */
export const withdrawalRulesBody = z.strictObject({
  rules: z.array(withdrawalRuleInput).max(WITHDRAWAL_RULE_CODES.length, '规则过多'),
  auto_approve: z
    .strictObject({
      enabled: z.boolean({ error: '请选择是否自动审核' }),
      /** Yuan, as the settings store it. */
      max: text(16),
    })
    .optional(),
});
export type WithdrawalRulesBody = z.infer<typeof withdrawalRulesBody>;

export const withdrawalRuleRow = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  points: z.number(),
  enabled: z.boolean(),
  params: z.record(z.string(), z.number()),
  /** '' while the rule runs its defaults. */
  updated_at: z.string(),
});
export const withdrawalRulesView = z.object({
  rules: z.array(withdrawalRuleRow),
  auto_approve: z.object({ enabled: z.boolean(), max: z.string() }),
});
export type WithdrawalRulesView = z.infer<typeof withdrawalRulesView>;

export const RISK_CHECK_STATES = ['pending', 'clear', 'review', 'passed', 'refused'] as const;
export type RiskCheckState = (typeof RISK_CHECK_STATES)[number];
export const RISK_CHECK_STATE_LABEL: Record<RiskCheckState | 'none', string> = {
  none: '无',
  pending: '风控检测中',
  clear: '风控通过',
  review: '风控审核中',
  passed: '风控已放行',
  refused: '风控已拒绝',
};

/** What operators are told when a risk decision or a payout is refused. */
export const RISK_REVIEW_MSG = {
  notFound: '该取款没有待处理的风控审核',
  alreadyDecided: '该取款的风控审核已处理，请刷新',
  pending: '该取款正在风控检测中，请稍后再审核',
  inReview: '该取款在风控审核中，风控通过后才能出款',
  refused: '该取款已被风控拒绝',
} as const;

/** What the player is told when 风控 refuses a request: never why (links, tags), only that it was. */
export const RISK_REFUSED_NOTICE = '账户存在异常，请联系在线客服';

export const riskReason = z.object({ code: z.string(), label: z.string(), detail: z.string() });
export type RiskReason = z.infer<typeof riskReason>;

/** A withdrawal row's risk columns in finance's queue. */
export const withdrawalRiskColumns = z.object({
  risk: z.array(z.object({ code: z.string(), label: z.string() })),
  risk_score: z.number(),
  risk_state: z.enum([...RISK_CHECK_STATES, 'none']),
});

/** GET /admin/api/risk/withdrawals: in review (the default) or already handled. */
export const riskWithdrawalsQuery = z.strictObject({
  ...adminPaging,
  state: z.enum(['review', 'passed', 'refused']).default('review'),
});

export const riskWithdrawalRow = z.object({
  id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  username: z.string(),
  type: z.number(),
  bank: z.string(),
  bank_no: z.string(),
  amount: z.string(),
  created_at: z.string(),
  withdrawal_state: z.number(),
  state: z.enum(RISK_CHECK_STATES),
  score: z.number(),
  reasons: z.array(riskReason),
  reviewed_at: z.string(),
  note: z.string(),
});
export type RiskWithdrawalRow = z.infer<typeof riskWithdrawalRow>;

export const riskPassBody = z.strictObject({ note: multiline(200).trim().optional() });
export const riskRefuseBody = z.strictObject({
  reason: text(200).trim().min(1, '请填写拒绝原因'),
});
