import type { Kysely } from 'kysely';
import { formatBp, formatFen } from '@app/shared';
import type { AgentProjection } from '@app/shared/agent-contract';
import type { DB } from '../../db/schema.js';
import type { AgentStatementFigures } from './commission.js';
import type { SettlementService } from './settlement.service.js';
import { categoryLabel } from './statement-view.js';
import { players } from '../user/user.public.js';

/**
 * An agent's commission for the period so far, as both consoles show it: the same figures and
 * lines its statement will carry, so the projected total follows from the lines beside it.
 * `usernames` names the sub-agents its overrides come from.
 */
export function projectionView(
  f: AgentStatementFigures | undefined,
  usernames: Map<number, string>,
): AgentProjection {
  const yuan = (fen: number | undefined) => formatFen(fen ?? 0);
  return {
    ggr: yuan(f?.ggrFen),
    bonuses: yuan(f?.bonusFen),
    fees: yuan(f?.feeFen),
    net: yuan(f?.netFen),
    carry_in: yuan(f?.carryInFen),
    base: yuan(f?.baseFen),
    rate: formatBp(f?.rateBp ?? 0),
    team_active: f?.teamActive ?? 0,
    team_net: yuan(f?.teamNetFen),
    revenue: yuan(f?.revenueFen),
    override: yuan(f?.overrideFen),
    turnover: yuan(f?.turnoverFen),
    commission: yuan(f?.totalFen),
    carry_out: yuan(f?.carryOutFen),
    overrides: (f?.overrides ?? []).map((o) => ({
      username: usernames.get(o.fromAgentId) ?? String(o.fromAgentId),
      base: yuan(o.baseFen),
      rate: formatBp(o.diffBp),
      amount: yuan(o.amountFen),
    })),
    turnover_lines: (f?.turnover ?? []).map((t) => ({
      category: t.category,
      label: categoryLabel(t.category),
      valid_bets: yuan(t.validFen),
      rate: formatBp(t.rateBp),
      amount: yuan(t.amountFen),
    })),
  };
}

/** The agent's commission for the open period as of `now`, from its own tree's records. */
export async function projectAgent(
  db: Kysely<DB>,
  settlement: SettlementService,
  agentId: number,
  now: number,
): Promise<AgentProjection> {
  const period = await settlement.currentPeriod();
  const { computed } = await settlement.compute(period.start, now + 1, agentId);
  const mine = computed.get(agentId);
  const names = await players.namesByIds(
    db,
    (mine?.overrides ?? []).map((o) => o.fromAgentId),
  );
  return projectionView(mine, names);
}
