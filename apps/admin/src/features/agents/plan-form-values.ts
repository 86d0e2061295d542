import type { FormRule } from 'antd';
import {
  AGENT_ADMIN_MSG,
  COMMISSION_CATEGORIES,
  parseAgentPlan,
  parsePercentToBp,
  parseSignedYuanToFen,
  parseYuanToFen,
  type AgentPlan,
  type CommissionCategory,
} from '@app/shared';
import type { AgentPlanInput } from '@app/shared/admin-contract';

export interface TierValues {
  min_active: number | null;
  min_net: string;
  rate: string;
}

/** The plan form: yuan and percents as typed; an empty turnover rate pays nothing on that category. */
export interface PlanValues {
  name: string;
  active_min_valid: string;
  deposit_fee_rate: string;
  withdrawal_fee_rate: string;
  tiers: TierValues[];
  turnover_rates: Partial<Record<CommissionCategory, string>>;
}

export const MAX_TIERS = 20;

/** "35.00" reads as "35" in a box: the trailing zeros say nothing. */
const plain = (value: string) => value.replace(/\.00$/, '');

export const EMPTY_TIER: TierValues = { min_active: null, min_net: '', rate: '' };

export const NEW_PLAN: PlanValues = {
  name: '',
  active_min_valid: '',
  deposit_fee_rate: '0',
  withdrawal_fee_rate: '0',
  tiers: [EMPTY_TIER],
  turnover_rates: {},
};

export function planValues(plan: AgentPlan): PlanValues {
  return {
    name: plan.name,
    active_min_valid: plain(plan.active_min_valid),
    deposit_fee_rate: plain(plan.deposit_fee_rate),
    withdrawal_fee_rate: plain(plan.withdrawal_fee_rate),
    tiers: plan.tiers.map((t) => ({
      min_active: t.min_active,
      min_net: plain(t.min_net),
      rate: plain(t.rate),
    })),
    turnover_rates: Object.fromEntries(
      Object.entries(plan.turnover_rates).map(([category, rate]) => [category, plain(rate ?? '')]),
    ),
  };
}

/** The body the server takes: text trimmed, the categories left empty left out. */
export function planBody(v: PlanValues): AgentPlanInput {
  const rates = COMMISSION_CATEGORIES.map(({ key }) => [key, v.turnover_rates[key]?.trim() ?? ''] as const);
  return {
    name: v.name.trim(),
    active_min_valid: v.active_min_valid.trim(),
    deposit_fee_rate: v.deposit_fee_rate.trim(),
    withdrawal_fee_rate: v.withdrawal_fee_rate.trim(),
    tiers: v.tiers.map((t) => ({
      min_active: t.min_active ?? 0,
      min_net: t.min_net.trim(),
      rate: t.rate.trim(),
    })),
    turnover_rates: Object.fromEntries(rates.filter(([, rate]) => rate !== '')),
  };
}

/** A percent box: 0 to 100 with at most two decimals; `optional` lets it stay empty. */
export const percentRule = (optional = false): FormRule => ({
  validator: async (_, value?: string) => {
    if (optional && !value?.trim()) return;
    if (parsePercentToBp(value) === null) throw new Error(AGENT_ADMIN_MSG.planRate);
  },
});

export const yuanRule: FormRule = {
  validator: async (_, value?: string) => {
    if (parseYuanToFen(value) === null) throw new Error(AGENT_ADMIN_MSG.planAmount);
  },
};

/** A tier's net revenue threshold: yuan, and it may be negative. */
export const signedYuanRule: FormRule = {
  validator: async (_, value?: string) => {
    if (parseSignedYuanToFen(value) === null) throw new Error(AGENT_ADMIN_MSG.planAmount);
  },
};

/**
 * The tiers as the shared plan rule orders them (at least one, each asking no less than the one
 * before and more of one of the two). The other fields are checked in their own boxes, so only the
 * rule's answer about the tiers is shown here.
 */
export const tiersRule = {
  validator: async (_: unknown, tiers: TierValues[] = []) => {
    const checked = parseAgentPlan({
      name: '-',
      active_min_valid: '0',
      deposit_fee_rate: '0',
      withdrawal_fee_rate: '0',
      tiers: tiers.map((t) => ({ ...t, min_active: t.min_active ?? 0 })),
      turnover_rates: {},
    });
    if ('error' in checked && checked.error === AGENT_ADMIN_MSG.planTiers) throw new Error(checked.error);
  },
};
