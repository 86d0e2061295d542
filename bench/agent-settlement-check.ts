/**
 * The agent settlement benchmark's check: every agent's statement worked out again in one pass over
 * the generated rows kept in memory, written apart from commission.ts and the settlement's queries
 * (the rules as commission.ts's header states them), then compared field by field with the stored
 * statements; and each statement's lines summed in SQL against the statement.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.js';
import { zeroSharedFigures } from '../apps/server/src/modules/agent/statement-rows.js';
import { JOURNAL_REASONS, MONTH, PLANS, PLATFORMS, type World } from './agent-settlement-world.js';

/**
 * A statement's figures as its columns name them, and its lines: one per player with a record in
 * the month, per override paid, per category bet in with a turnover rate.
 */
const zero = () => ({
  direct_players: 0,
  active_players: 0,
  team_active: 0,
  ...zeroSharedFigures(),
  team_net_fen: 0,
  carry_in_fen: 0,
  base_fen: 0,
  carry_out_fen: 0,
  revenue_fen: 0,
  override_fen: 0,
  turnover_fen: 0,
  computed_fen: 0,
  lines: 0,
});
export type Expected = ReturnType<typeof zero>;
const FIGURES = Object.keys(zero()).filter((k) => k !== 'lines') as Exclude<keyof Expected, 'lines'>[];

const floorBp = (fen: number, bp: number) =>
  fen <= 0 || bp <= 0 ? 0 : Number((BigInt(fen) * BigInt(bp)) / 10_000n);

interface Own {
  deposit: number;
  withdrawal: number;
  bonus: number;
  winLoss: number;
  valid: Map<string, number>;
}

export function expectedStatements(w: World, maxDepth: number): Map<number, Expected> {
  const { start, end } = MONTH;
  // The tree as at the month's end: the newest link before it; of equal instants the later written.
  const newest = new Map<number, { parentId: number | null; from: number }>();
  for (const l of w.links) {
    const before = newest.get(l.userId);
    if (l.from < end && (!before || l.from >= before.from)) newest.set(l.userId, l);
  }
  const planOf = new Map(w.agents.filter((a) => a.createdAt < end).map((a) => [a.id, PLANS[a.planIndex]!]));
  const agentAbove = (u: number) => {
    const p = newest.get(u)?.parentId ?? null;
    return p !== null && planOf.has(p) ? p : null;
  };

  const own = new Map<number, Own>();
  const of = (u: number) => {
    let o = own.get(u);
    if (!o) own.set(u, (o = { deposit: 0, withdrawal: 0, bonus: 0, winLoss: 0, valid: new Map() }));
    return o;
  };
  const b = w.bets;
  for (let i = 0; i < b.at.length; i++) {
    if (b.at[i]! < start || b.at[i]! >= end || agentAbove(b.user[i]!) === null) continue;
    const o = of(b.user[i]!);
    const category = PLATFORMS[b.platform[i]!]!.category;
    o.valid.set(category, (o.valid.get(category) ?? 0) + b.valid[i]!);
    o.winLoss += b.winLoss[i]!;
  }
  const j = w.journals;
  for (let i = 0; i < j.at.length; i++) {
    const reason = JOURNAL_REASONS[j.reason[i]!]!;
    if (j.at[i]! < start || j.at[i]! >= end || agentAbove(j.user[i]!) === null) continue;
    if (reason === 'deposit') of(j.user[i]!).deposit += j.amount[i]!;
    else if (reason === 'withdrawal_paid') of(j.user[i]!).withdrawal += j.amount[i]!;
    else if (reason === 'bonus' || reason === 'rebate' || reason === 'red_packet')
      of(j.user[i]!).bonus += j.amount[i]!;
  }

  const out = new Map<number, Expected>();
  const categories = new Map<number, Map<string, number>>();
  for (const id of planOf.keys()) {
    categories.set(id, new Map());
    out.set(id, zero());
  }
  for (const u of newest.keys()) {
    const a = agentAbove(u);
    if (a !== null) out.get(a)!.direct_players += 1;
  }
  for (const [u, o] of own) {
    const a = agentAbove(u)!;
    const s = out.get(a)!;
    const plan = planOf.get(a)!;
    const valid = [...o.valid.values()].reduce((x, y) => x + y, 0);
    const fee = floorBp(o.deposit, plan.depositBp) + floorBp(o.withdrawal, plan.withdrawalBp);
    s.deposit_fen += o.deposit;
    s.withdrawal_fen += o.withdrawal;
    s.bonus_fen += o.bonus;
    s.ggr_fen -= o.winLoss;
    s.valid_bet_fen += valid;
    s.fee_fen += fee;
    s.net_fen += -o.winLoss - o.bonus - fee;
    if (valid > 0 && valid >= plan.activeMin) s.active_players += 1;
    s.lines += 1;
    const byCategory = categories.get(a)!;
    for (const [c, v] of o.valid) byCategory.set(c, (byCategory.get(c) ?? 0) + v);
  }

  const uplines = (id: number) => {
    const chain: number[] = [];
    for (let p = agentAbove(id); p !== null && p !== id && !chain.includes(p); p = agentAbove(p))
      chain.push(p);
    return chain;
  };
  for (const [id, s] of out)
    for (const member of [id, ...uplines(id)]) {
      out.get(member)!.team_active += s.active_players;
      out.get(member)!.team_net_fen += s.net_fen;
    }
  for (const [id, s] of out) {
    const plan = planOf.get(id)!;
    for (const [minActive, minNet, rate] of plan.tiers)
      if (s.team_active >= minActive && s.team_net_fen >= minNet) s.rate_bp = Math.max(s.rate_bp, rate);
    s.base_fen = s.net_fen + s.carry_in_fen;
    s.carry_out_fen = Math.min(0, s.base_fen);
    for (const [c, v] of categories.get(id)!) {
      const bp = plan.turnover[c] ?? 0;
      if (bp <= 0) continue;
      s.turnover_fen += floorBp(v, bp);
      s.lines += 1;
    }
  }
  for (const [id, s] of out) {
    if (s.base_fen <= 0) continue;
    s.revenue_fen = floorBp(s.base_fen, s.rate_bp);
    let paid = s.rate_bp;
    for (const up of uplines(id).slice(0, maxDepth - 1)) {
      const target = out.get(up)!;
      if (target.rate_bp <= paid) continue;
      target.override_fen += floorBp(s.base_fen, target.rate_bp) - floorBp(s.base_fen, paid);
      target.lines += 1;
      paid = target.rate_bp;
    }
  }
  for (const s of out.values()) s.computed_fen = s.revenue_fen + s.override_fen + s.turnover_fen;
  return out;
}

/** Compares the stored statements and lines with the expected ones; answers the mismatches found. */
export async function compareStored(db: Kysely<DB>, expected: Map<number, Expected>): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.selectFrom('agent_statements').selectAll().orderBy('agent_id').execute();
  if (rows.length !== expected.size) problems.push(`statements: ${rows.length}, expected ${expected.size}`);
  const lines = await sql<{ statement_id: number; n: number; net: number; amount: number }>`
    select statement_id, count(*) as n,
      coalesce(sum(case when kind = 'player' then net_fen end), 0) as net,
      coalesce(sum(case when kind <> 'player' then amount_fen end), 0) as amount
    from agent_statement_lines group by statement_id`.execute(db);
  const linesOf = new Map(lines.rows.map((r) => [Number(r.statement_id), r]));
  for (const row of rows) {
    const e = expected.get(Number(row.agent_id));
    if (!e) {
      problems.push(`agent ${row.agent_id}: a statement nobody expected`);
      continue;
    }
    for (const f of FIGURES)
      if (Number(row[f]) !== e[f]) problems.push(`agent ${row.agent_id} ${f}: ${row[f]}, expected ${e[f]}`);
    const l = linesOf.get(Number(row.id));
    const [n, net, amount] = [Number(l?.n ?? 0), Number(l?.net ?? 0), Number(l?.amount ?? 0)];
    if (n !== e.lines) problems.push(`agent ${row.agent_id}: ${n} lines, expected ${e.lines}`);
    if (net !== Number(row.net_fen)) problems.push(`agent ${row.agent_id}: player lines' net ${net}`);
    if (amount !== Number(row.override_fen) + Number(row.turnover_fen))
      problems.push(`agent ${row.agent_id}: override and turnover lines ${amount}`);
    const state = e.computed_fen > 0 ? 'pending' : 'none';
    if (row.state !== state || Number(row.payable_fen) !== e.computed_fen)
      problems.push(`agent ${row.agent_id}: state ${row.state}, payable ${row.payable_fen}`);
  }
  return problems;
}

/** The totals printed with the result, the same on either database for the same world. */
export function totals(expected: Map<number, Expected>) {
  const all = [...expected.values()];
  const sum = (f: keyof Expected) => all.reduce((s, e) => s + e[f], 0);
  return {
    agents: all.length,
    paying: all.filter((e) => e.computed_fen > 0).length,
    negativeBase: all.filter((e) => e.base_fen < 0).length,
    withOverride: all.filter((e) => e.override_fen > 0).length,
    lines: sum('lines'),
    netFen: sum('net_fen'),
    revenueFen: sum('revenue_fen'),
    overrideFen: sum('override_fen'),
    turnoverFen: sum('turnover_fen'),
    commissionFen: sum('computed_fen'),
  };
}
