/**
 * An agent programme's commission for one period, from the period's figures: a pure function, so
 * the settlement job, its tests and the benchmark share one rule.
 *
 * - A direct player's net revenue is GGR (stakes lost less paid out) less the bonuses, rebates and
 *   red packets paid to them, less the plan's share of their deposits and paid withdrawals (each
 *   share floored to the fen per player, so the lines sum to the totals).
 * - An agent's base is its direct players' net revenue plus what it carried in (zero or negative).
 *   A negative base pays nothing and is carried to the next period whole.
 * - The rate comes from the agent's plan: the highest tier the team (the agent and every sub-agent
 *   below it) reaches in active players and in net revenue.
 * - A positive base pays its own agent at that agent's rate, and each upper agent (up to the depth
 *   limit) the difference between its rate and the highest rate already paid on it (级差). Each
 *   share is floor(base x rate) less floor(base x rate already paid), so the chain together pays
 *   exactly floor(base x the highest rate on it).
 * - A turnover commission per category is paid on the direct players' valid turnover.
 */

export interface CommissionPlan {
  id: number;
  activeMinValidFen: number;
  depositFeeBp: number;
  withdrawalFeeBp: number;
  /** Any order; the highest rate among the tiers reached applies. */
  tiers: { minActive: number; minNetFen: number; rateBp: number }[];
  turnoverBp: Record<string, number>;
}

export interface PeriodAgent {
  id: number;
  /** The upper agent in this period, or null at the top. */
  parentId: number | null;
  planId: number;
  /** Zero or negative: the base the last period left. */
  carryInFen: number;
}

export interface PlayerFigures {
  userId: number;
  /** The agent this player belongs to directly in this period. */
  agentId: number;
  depositFen: number;
  withdrawalFen: number;
  bonusFen: number;
  /** Stakes lost less payouts: minus the player's win/loss. */
  ggrFen: number;
  /** Valid turnover by category. */
  validByCategory: Record<string, number>;
}

export interface PlayerLine extends Omit<PlayerFigures, 'agentId'> {
  validFen: number;
  feeFen: number;
  netFen: number;
  active: boolean;
}

export interface OverrideLine {
  fromAgentId: number;
  baseFen: number;
  /** This agent's rate less the highest rate already paid below it on that base. */
  diffBp: number;
  amountFen: number;
}

export interface TurnoverLine {
  category: string;
  validFen: number;
  rateBp: number;
  amountFen: number;
}

export interface AgentStatementFigures {
  agentId: number;
  players: PlayerLine[];
  activePlayers: number;
  teamActive: number;
  teamNetFen: number;
  depositFen: number;
  withdrawalFen: number;
  validFen: number;
  ggrFen: number;
  bonusFen: number;
  feeFen: number;
  netFen: number;
  carryInFen: number;
  baseFen: number;
  carryOutFen: number;
  rateBp: number;
  revenueFen: number;
  overrides: OverrideLine[];
  overrideFen: number;
  turnover: TurnoverLine[];
  turnoverFen: number;
  totalFen: number;
}

/** floor(amount x bp / 10000), exact for any amount (BigInt: fen x bp can pass 2^53). */
export function shareOf(amountFen: number, bp: number): number {
  if (amountFen <= 0 || bp <= 0) return 0;
  return Number((BigInt(amountFen) * BigInt(bp)) / 10_000n);
}

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

function playerLine(p: PlayerFigures, plan: CommissionPlan): PlayerLine {
  const validFen = sum(Object.values(p.validByCategory), (v) => v);
  const feeFen = shareOf(p.depositFen, plan.depositFeeBp) + shareOf(p.withdrawalFen, plan.withdrawalFeeBp);
  const { agentId: _agent, ...figures } = p;
  return {
    ...figures,
    validFen,
    feeFen,
    netFen: p.ggrFen - p.bonusFen - feeFen,
    active: validFen > 0 && validFen >= plan.activeMinValidFen,
  };
}

export function tierRate(plan: CommissionPlan, teamActive: number, teamNetFen: number): number {
  let rate = 0;
  for (const t of plan.tiers)
    if (teamActive >= t.minActive && teamNetFen >= t.minNetFen) rate = Math.max(rate, t.rateBp);
  return rate;
}

/** The chain of upper agents of `id`, nearest first, at most `limit` long, stopping at a repeat. */
function uplineOf(id: number, byId: Map<number, PeriodAgent>, limit: number): PeriodAgent[] {
  const chain: PeriodAgent[] = [];
  const seen = new Set([id]);
  let parent = byId.get(id)?.parentId ?? null;
  while (parent !== null && chain.length < limit && !seen.has(parent)) {
    const agent = byId.get(parent);
    if (!agent) break;
    chain.push(agent);
    seen.add(parent);
    parent = agent.parentId;
  }
  return chain;
}

export function computeCommission(input: {
  agents: PeriodAgent[];
  plans: Map<number, CommissionPlan>;
  players: PlayerFigures[];
  /** The tree's depth limit: overrides reach at most depth - 1 agents up. */
  maxDepth: number;
}): Map<number, AgentStatementFigures> {
  const byId = new Map(input.agents.map((a) => [a.id, a]));
  const planOf = (a: PeriodAgent) => input.plans.get(a.planId)!;
  const lines = new Map<number, PlayerLine[]>(input.agents.map((a) => [a.id, []]));
  for (const p of input.players) {
    const agent = byId.get(p.agentId);
    if (agent) lines.get(agent.id)!.push(playerLine(p, planOf(agent)));
  }

  const out = new Map<number, AgentStatementFigures>();
  for (const a of input.agents) {
    const players = lines.get(a.id)!;
    const netFen = sum(players, (p) => p.netFen);
    const baseFen = netFen + a.carryInFen;
    const plan = planOf(a);
    const validBy = new Map<string, number>();
    for (const p of players)
      for (const [c, v] of Object.entries(p.validByCategory)) validBy.set(c, (validBy.get(c) ?? 0) + v);
    const turnover = [...validBy]
      .filter(([c]) => (plan.turnoverBp[c] ?? 0) > 0)
      .map(([category, validFen]) => {
        const rateBp = plan.turnoverBp[category]!;
        return { category, validFen, rateBp, amountFen: shareOf(validFen, rateBp) };
      });
    out.set(a.id, {
      agentId: a.id,
      players,
      activePlayers: players.filter((p) => p.active).length,
      teamActive: 0,
      teamNetFen: 0,
      depositFen: sum(players, (p) => p.depositFen),
      withdrawalFen: sum(players, (p) => p.withdrawalFen),
      validFen: sum(players, (p) => p.validFen),
      ggrFen: sum(players, (p) => p.ggrFen),
      bonusFen: sum(players, (p) => p.bonusFen),
      feeFen: sum(players, (p) => p.feeFen),
      netFen,
      carryInFen: a.carryInFen,
      baseFen,
      carryOutFen: Math.min(0, baseFen),
      rateBp: 0,
      revenueFen: 0,
      overrides: [],
      overrideFen: 0,
      turnover,
      turnoverFen: sum(turnover, (t) => t.amountFen),
      totalFen: 0,
    });
  }

  // Team figures: each agent's own figures added to itself and to every agent above it.
  for (const a of input.agents) {
    const own = out.get(a.id)!;
    for (const member of [a, ...uplineOf(a.id, byId, Number.MAX_SAFE_INTEGER)]) {
      const team = out.get(member.id)!;
      team.teamActive += own.activePlayers;
      team.teamNetFen += own.netFen;
    }
  }
  for (const a of input.agents) {
    const s = out.get(a.id)!;
    s.rateBp = tierRate(planOf(a), s.teamActive, s.teamNetFen);
  }

  for (const a of input.agents) {
    const source = out.get(a.id)!;
    if (source.baseFen <= 0) continue;
    source.revenueFen = shareOf(source.baseFen, source.rateBp);
    let paidBp = source.rateBp;
    for (const upper of uplineOf(a.id, byId, input.maxDepth - 1)) {
      const target = out.get(upper.id)!;
      if (target.rateBp <= paidBp) continue;
      const amountFen = shareOf(source.baseFen, target.rateBp) - shareOf(source.baseFen, paidBp);
      target.overrides.push({
        fromAgentId: a.id,
        baseFen: source.baseFen,
        diffBp: target.rateBp - paidBp,
        amountFen,
      });
      paidBp = target.rateBp;
    }
  }
  for (const s of out.values()) {
    s.overrideFen = sum(s.overrides, (o) => o.amountFen);
    s.totalFen = s.revenueFen + s.overrideFen + s.turnoverFen;
  }
  return out;
}
