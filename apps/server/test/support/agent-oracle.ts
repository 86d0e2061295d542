/**
 * Tests only: the commission of a generated agent programme worked out naively from the generated
 * raw events, written apart from commission.ts and the settlement's queries, so the property test
 * compares two independent readings of the rules in commission.ts's header.
 */

export interface OraclePlan {
  id: number;
  activeMin: number;
  depositBp: number;
  withdrawalBp: number;
  tiers: { minActive: number; minNet: number; rate: number }[];
  turnover: Record<string, number>;
}

export interface OracleWorld {
  plans: OraclePlan[];
  agents: { id: number; planId: number; createdAt: number }[];
  /** In insertion order (a later row with the same time wins). */
  links: { userId: number; parentId: number | null; from: number }[];
  events: {
    userId: number;
    kind: 'deposit' | 'withdrawal' | 'bonus' | 'bet';
    amount: number;
    valid: number;
    category: string;
    at: number;
  }[];
  maxDepth: number;
}

export interface OracleStatement {
  agentId: number;
  directPlayers: number;
  activePlayers: number;
  netFen: number;
  feeFen: number;
  carryIn: number;
  carryOut: number;
  rateBp: number;
  revenue: number;
  override: number;
  turnover: number;
  total: number;
}

const floorShare = (amount: number, bp: number) =>
  amount <= 0 || bp <= 0 ? 0 : Number((BigInt(amount) * BigInt(bp)) / 10_000n);

export function oracleSettle(world: OracleWorld, periods: { start: number; end: number }[]) {
  const carry = new Map<number, number>();
  return periods.map(({ start, end }) => {
    const agents = world.agents.filter((a) => a.createdAt < end);
    const isAgent = new Set(agents.map((a) => a.id));
    const parent = new Map<number, number | null>();
    // The newest link in effect wins; of two at the same time, the one written last.
    const inEffect = world.links.filter((l) => l.from < end);
    inEffect.sort((a, b) => a.from - b.from || world.links.indexOf(a) - world.links.indexOf(b));
    for (const l of inEffect) parent.set(l.userId, l.parentId);
    const agentAbove = (u: number) => {
      const p = parent.get(u) ?? null;
      return p !== null && isAgent.has(p) ? p : null;
    };
    const planOf = (id: number) => world.plans.find((p) => p.id === agents.find((a) => a.id === id)!.planId)!;

    const own = new Map<
      number,
      { net: number; fee: number; active: number; direct: number; valid: Record<string, number> }
    >();
    for (const a of agents) {
      const plan = planOf(a.id);
      const players = [...parent.keys()].filter((u) => agentAbove(u) === a.id);
      const mine = { net: 0, fee: 0, active: 0, direct: players.length, valid: {} as Record<string, number> };
      for (const u of players) {
        const evs = world.events.filter((e) => e.userId === u && e.at >= start && e.at < end);
        const total = (k: string) => evs.filter((e) => e.kind === k).reduce((s, e) => s + e.amount, 0);
        const valid = evs.filter((e) => e.kind === 'bet').reduce((s, e) => s + e.valid, 0);
        for (const e of evs.filter((x) => x.kind === 'bet'))
          mine.valid[e.category] = (mine.valid[e.category] ?? 0) + e.valid;
        const fee =
          floorShare(total('deposit'), plan.depositBp) + floorShare(total('withdrawal'), plan.withdrawalBp);
        // A bet event's amount is the player's win/loss; the house's GGR is its negative.
        mine.net += -total('bet') - total('bonus') - fee;
        mine.fee += fee;
        if (valid > 0 && valid >= plan.activeMin) mine.active += 1;
      }
      own.set(a.id, mine);
    }
    const uplines = (id: number) => {
      const chain: number[] = [];
      for (let p = agentAbove(id); p !== null && !chain.includes(p) && p !== id; p = agentAbove(p))
        chain.push(p);
      return chain;
    };
    const rate = new Map<number, number>();
    for (const a of agents) {
      const team = agents.filter((b) => b.id === a.id || uplines(b.id).includes(a.id));
      const active = team.reduce((s, b) => s + own.get(b.id)!.active, 0);
      const net = team.reduce((s, b) => s + own.get(b.id)!.net, 0);
      const reached = planOf(a.id).tiers.filter((t) => active >= t.minActive && net >= t.minNet);
      rate.set(a.id, Math.max(0, ...reached.map((t) => t.rate)));
    }
    const out = new Map<number, OracleStatement>();
    for (const a of agents) {
      const o = own.get(a.id)!;
      const carryIn = carry.get(a.id) ?? 0;
      const base = o.net + carryIn;
      const plan = planOf(a.id);
      const turnover = Object.entries(o.valid).reduce(
        (s, [c, v]) => s + floorShare(v, plan.turnover[c] ?? 0),
        0,
      );
      out.set(a.id, {
        agentId: a.id,
        directPlayers: o.direct,
        activePlayers: o.active,
        netFen: o.net,
        feeFen: o.fee,
        carryIn,
        carryOut: Math.min(0, base),
        rateBp: rate.get(a.id)!,
        revenue: base > 0 ? floorShare(base, rate.get(a.id)!) : 0,
        override: 0,
        turnover,
        total: 0,
      });
    }
    for (const a of agents) {
      const base = out.get(a.id)!.netFen + out.get(a.id)!.carryIn;
      if (base <= 0) continue;
      let paid = rate.get(a.id)!;
      for (const up of uplines(a.id).slice(0, world.maxDepth - 1)) {
        if (rate.get(up)! <= paid) continue;
        out.get(up)!.override += floorShare(base, rate.get(up)!) - floorShare(base, paid);
        paid = rate.get(up)!;
      }
    }
    for (const s of out.values()) {
      s.total = s.revenue + s.override + s.turnover;
      carry.set(s.agentId, s.carryOut);
    }
    return out;
  });
}
