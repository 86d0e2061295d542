import type { Selectable } from 'kysely';
import { formatBp, formatFen, type AgentPlan, type CommissionCategory } from '@app/shared';
import type { AgentPlansTable } from '../../db/schema.js';
import type { CommissionPlan } from './commission.js';

type PlanRow = Selectable<AgentPlansTable>;
interface StoredTier {
  min_active: number;
  min_net_fen: number;
  rate_bp: number;
}

const tiersOf = (row: PlanRow): StoredTier[] => JSON.parse(row.tiers) as StoredTier[];
const turnoverOf = (row: PlanRow): Record<string, number> =>
  JSON.parse(row.turnover_bp) as Record<string, number>;

/** A stored plan as the commission rule reads it. */
export function planRule(row: PlanRow): CommissionPlan {
  return {
    id: Number(row.id),
    activeMinValidFen: Number(row.active_min_valid_fen),
    depositFeeBp: Number(row.deposit_fee_bp),
    withdrawalFeeBp: Number(row.withdrawal_fee_bp),
    tiers: tiersOf(row).map((t) => ({
      minActive: t.min_active,
      minNetFen: t.min_net_fen,
      rateBp: t.rate_bp,
    })),
    turnoverBp: turnoverOf(row),
  };
}

/** A stored plan as the consoles show it. */
export function planView(row: PlanRow, agents: number): AgentPlan {
  const turnover = turnoverOf(row);
  return {
    id: Number(row.id),
    name: row.name,
    active_min_valid: formatFen(Number(row.active_min_valid_fen)),
    deposit_fee_rate: formatBp(Number(row.deposit_fee_bp)),
    withdrawal_fee_rate: formatBp(Number(row.withdrawal_fee_bp)),
    tiers: tiersOf(row).map((t) => ({
      min_active: t.min_active,
      min_net: formatFen(t.min_net_fen),
      rate: formatBp(t.rate_bp),
    })),
    turnover_rates: Object.fromEntries(
      Object.entries(turnover).map(([c, bp]) => [c as CommissionCategory, formatBp(bp)]),
    ),
    agents,
  };
}
