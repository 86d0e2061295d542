import type { FormRule } from 'antd';
import {
  AGENT_ADMIN_MSG,
  COMMISSION_CATEGORIES,
  parsePercentToBp,
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

/**
 * At least one tier, each reaching further than the one before: neither threshold lower, and not
 * both the same (a tier no team could reach without the one before being reached too).
 */
export function tiersInOrder(tiers: TierValues[]): boolean {
  if (tiers.length === 0) return false;
  return tiers.every((t, i) => {
    if (i === 0) return true;
    const before = tiers[i - 1]!;
    const [active, activeBefore] = [t.min_active ?? 0, before.min_active ?? 0];
    const [net, netBefore] = [parseYuanToFen(t.min_net), parseYuanToFen(before.min_net)];
    // An amount not yet valid is its own box's message, not the order's.
    if (net === null || netBefore === null) return true;
    return active >= activeBefore && net >= netBefore && (active > activeBefore || net > netBefore);
  });
}

export const tiersRule = {
  validator: async (_: unknown, tiers?: TierValues[]) => {
    if (!tiersInOrder(tiers ?? [])) throw new Error(AGENT_ADMIN_MSG.planTiers);
  },
};
