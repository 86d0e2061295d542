import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { useTestApp } from '../../../test/helpers.js';
import { oracleSettle, type OracleWorld } from '../../../test/support/agent-oracle.js';

/** Four platforms of their own, each named with the category its bets count in. */
const CATEGORY_OF: Record<string, string> = {
  'tp-pp': 'slots',
  'tp-ag': 'live',
  'tp-ky': 'cards',
  'tp-sb': 'sports',
};
const PLATFORMS = Object.keys(CATEGORY_OF);

const t = useTestApp(async (t) => {
  for (const [code, category] of Object.entries(CATEGORY_OF))
    await t.database.db
      .insertInto('platforms')
      .values({ code, name: code, category_id: '1', adapter: 'demo', rebate_category: category })
      .execute();
});

const H = 3_600_000;
/** 00:00 Beijing time of a calendar day. */
const bj = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * H;
// Beijing calendar periods written out by hand, apart from agentPeriodOf.
const MONTHS = [bj(2026, 1, 1), bj(2026, 2, 1), bj(2026, 3, 1)];
const WEEKS = [bj(2026, 1, 26), bj(2026, 2, 2), bj(2026, 2, 9), bj(2026, 2, 16)];
const WINDOW = { start: bj(2026, 1, 26), end: bj(2026, 2, 16) };
/** Beijing midnights where the generated times crowd: a month end, week starts, plain midnights. */
const EDGES = [bj(2026, 2, 1), bj(2026, 2, 2), bj(2026, 2, 9), bj(2026, 1, 28), bj(2026, 2, 12)];

const instant = fc.oneof(
  fc.integer({ min: WINDOW.start, max: WINDOW.end - 1 }),
  fc
    .tuple(fc.constantFrom(...EDGES), fc.integer({ min: -3 * H, max: 3 * H }))
    .map(([edge, offset]) => edge + offset),
  fc.constantFrom(...EDGES.flatMap((e) => [e - 1, e])),
);

const world = fc.record({
  weekly: fc.boolean(),
  maxDepth: fc.integer({ min: 2, max: 4 }),
  plans: fc.array(
    fc.record({
      activeMin: fc.integer({ min: 0, max: 20_000 }),
      depositBp: fc.integer({ min: 0, max: 300 }),
      withdrawalBp: fc.integer({ min: 0, max: 300 }),
      tiers: fc.array(
        fc.record({
          minActive: fc.integer({ min: 0, max: 2 }),
          minNet: fc.integer({ min: -50_000, max: 30_000 }),
          rate: fc.integer({ min: 0, max: 6000 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      turnover: fc.dictionary(
        fc.constantFrom('slots', 'live', 'cards', 'sports'),
        fc.integer({ min: 0, max: 120 }),
      ),
    }),
    { minLength: 2, maxLength: 3 },
  ),
  agents: fc.array(
    fc.record({ parent: fc.option(fc.nat(), { nil: null, freq: 3 }), plan: fc.nat(), createdAt: instant }),
    { minLength: 2, maxLength: 6 },
  ),
  players: fc.array(fc.record({ agent: fc.nat(), at: instant }), {
    minLength: 2,
    maxLength: 16,
    size: 'medium',
  }),
  moves: fc.array(fc.record({ who: fc.nat(), to: fc.option(fc.nat(), { nil: null }), edge: fc.nat() }), {
    maxLength: 3,
  }),
  events: fc.array(
    fc.record({
      who: fc.nat(),
      kind: fc.constantFrom('deposit', 'withdrawal', 'bonus', 'rebate', 'red_packet', 'bet', 'bet'),
      amount: fc.integer({ min: 1, max: 900_000 }),
      // Players lose more often than they win, as on a real site: most periods have a positive base.
      winLoss: fc.integer({ min: -900_000, max: 300_000 }),
      platform: fc.constantFrom(...PLATFORMS),
      at: instant,
    }),
    { minLength: 5, maxLength: 70, size: 'medium' },
  ),
});

type World = typeof world extends fc.Arbitrary<infer W> ? W : never;

async function reset(): Promise<void> {
  const db = t.database.db;
  for (const table of [
    'agent_statement_lines',
    'agent_statements',
    'agent_periods',
    'agent_links',
    'agents',
    'agent_plans',
    'bet_settlements',
  ] as const)
    await db.deleteFrom(table).execute();
  // The ledger is append-only: earlier runs' journals stay and count for nobody (no tree holds their users).
}

let serial = 0;
/** Writes the generated world as raw records, and answers it as the oracle reads it. */
async function store(w: World): Promise<OracleWorld> {
  const db = t.database.db;
  const newUser = async (at: number) => {
    serial += 1;
    const row = { username: `ag${serial}`, password_hash: 'x', pay_password_hash: 'x', created_at: at };
    return Number((await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()).id);
  };
  const plans: OracleWorld['plans'] = [];
  for (const p of w.plans) {
    const tiers = JSON.stringify(
      p.tiers.map((x) => ({ min_active: x.minActive, min_net_fen: x.minNet, rate_bp: x.rate })),
    );
    const row = await db
      .insertInto('agent_plans')
      .values({
        name: 'p',
        active_min_valid_fen: p.activeMin,
        deposit_fee_bp: p.depositBp,
        withdrawal_fee_bp: p.withdrawalBp,
        tiers,
        turnover_bp: JSON.stringify(p.turnover),
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    plans.push({ id: Number(row.id), ...p });
  }
  const agents: OracleWorld['agents'] = [];
  const links: OracleWorld['links'] = [];
  const link = async (userId: number, parentId: number | null, from: number, source: string) => {
    await db
      .insertInto('agent_links')
      .values({ user_id: userId, parent_id: parentId, effective_from: from, source, created_at: from })
      .execute();
    links.push({ userId, parentId, from });
  };
  for (const [i, a] of w.agents.entries()) {
    const id = await newUser(a.createdAt);
    const planId = plans[a.plan % plans.length]!.id;
    await db.insertInto('agents').values({ user_id: id, plan_id: planId, created_at: a.createdAt }).execute();
    agents.push({ id, planId, createdAt: a.createdAt });
    // Only an earlier agent can be above: the generated tree has no cycles.
    if (a.parent !== null && i > 0) await link(id, agents[a.parent % i]!.id, a.createdAt, 'promote');
  }
  const users = agents.map((a) => a.id);
  for (const p of w.players) {
    const id = await newUser(p.at);
    users.push(id);
    await link(id, agents[p.agent % agents.length]!.id, p.at, 'register');
  }
  const boundaries = w.weekly ? WEEKS : MONTHS;
  for (const m of w.moves) {
    const who = users[m.who % users.length]!;
    const index = agents.findIndex((a) => a.id === who);
    // Agents move only under earlier agents (no cycles); players anywhere.
    const choices = index >= 0 ? agents.slice(0, index) : agents;
    const to = m.to === null || choices.length === 0 ? null : choices[m.to % choices.length]!.id;
    await link(who, to, boundaries[m.edge % boundaries.length]!, 'move');
  }
  const events: OracleWorld['events'] = [];
  for (const [i, e] of w.events.entries()) {
    const userId = users[e.who % users.length]!;
    if (e.kind === 'bet') {
      const row = {
        user_id: userId,
        platform: e.platform,
        valid_bet_fen: e.amount,
        win_loss_fen: e.winLoss,
        settled_at: e.at,
      };
      await db.insertInto('bet_settlements').values(row).execute();
      events.push({
        userId,
        kind: 'bet',
        amount: e.winLoss,
        valid: e.amount,
        category: CATEGORY_OF[e.platform]!,
        at: e.at,
      });
      continue;
    }
    const reason = e.kind === 'withdrawal' ? 'withdrawal_paid' : e.kind;
    await db
      .insertInto('ledger_journals')
      .values({
        idem_key: `prop:${serial}:${i}`,
        reason,
        amount: e.amount,
        user_id: userId,
        created_at: e.at,
      })
      .execute();
    const kind = e.kind === 'deposit' || e.kind === 'withdrawal' ? e.kind : 'bonus';
    events.push({ userId, kind, amount: e.amount, valid: 0, category: '', at: e.at });
  }
  return { plans, agents, links, events, maxDepth: w.maxDepth };
}

/** The hand-written periods from the first agent's on, up to the last one closed. */
function periodsFor(w: OracleWorld, weekly: boolean) {
  const starts = weekly ? WEEKS : MONTHS;
  const first = Math.min(...w.agents.map((a) => a.createdAt));
  const periods = starts.slice(0, -1).map((start, i) => ({ start, end: starts[i + 1]! }));
  return periods.filter((p) => p.end > first);
}

describe('agent commission settlement (property)', () => {
  it('equals the commission worked out from the raw records, period after period', async () => {
    const db = t.database.db;
    const seen = { override: 0, carry: 0, turnover: 0 };
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        await reset();
        const oracleWorld = await store(w);
        await t.services.settings.set({
          agent_period: w.weekly ? 'week' : 'month',
          agent_max_depth: String(w.maxDepth),
        });
        const periods = periodsFor(oracleWorld, w.weekly);
        t.clock.set(new Date(periods.at(-1)!.end + H));
        expect(await t.services.agentSettlement.settleDue()).toBe(periods.length);
        expect(await t.services.agentSettlement.settleDue()).toBe(0);

        const expected = oracleSettle(oracleWorld, periods);
        const stored = await db
          .selectFrom('agent_statements as s')
          .innerJoin('agent_periods as p', 'p.id', 's.period_id')
          .selectAll('s')
          .select(['p.starts_at', 'p.ends_at'])
          .orderBy('p.starts_at')
          .orderBy('s.agent_id')
          .execute();
        const got = periods.map((p) =>
          stored
            .filter((s) => Number(s.starts_at) === p.start && Number(s.ends_at) === p.end)
            .map((s) => ({
              agentId: Number(s.agent_id),
              directPlayers: Number(s.direct_players),
              activePlayers: Number(s.active_players),
              netFen: Number(s.net_fen),
              feeFen: Number(s.fee_fen),
              carryIn: Number(s.carry_in_fen),
              carryOut: Number(s.carry_out_fen),
              rateBp: Number(s.rate_bp),
              revenue: Number(s.revenue_fen),
              override: Number(s.override_fen),
              turnover: Number(s.turnover_fen),
              total: Number(s.computed_fen),
            })),
        );
        expect(got).toEqual(expected.map((m) => [...m.values()].sort((a, b) => a.agentId - b.agentId)));
        const all = got.flat();
        if (all.some((s) => s.override > 0)) seen.override += 1;
        if (all.some((s) => s.carryIn < 0)) seen.carry += 1;
        if (all.some((s) => s.turnover > 0)) seen.turnover += 1;
        // Each statement's lines add up to its figures.
        const sums = await sql<{ id: number; net: number; amount: number }>`
          select s.id, s.net_fen as snet, s.override_fen + s.turnover_fen as samount,
            coalesce(sum(case when l.kind = 'player' then l.net_fen end), 0) as net,
            coalesce(sum(case when l.kind <> 'player' then l.amount_fen end), 0) as amount
          from agent_statements s left join agent_statement_lines l on l.statement_id = s.id
          group by s.id, s.net_fen, s.override_fen, s.turnover_fen`.execute(db);
        for (const r of sums.rows as unknown as Record<string, number>[]) {
          expect(Number(r.net)).toBe(Number(r.snet));
          expect(Number(r.amount)).toBe(Number(r.samount));
        }
      }),
      { numRuns: 300, seed: 20261126 },
    );
    // The generated worlds do reach the rules under test.
    expect(seen.override).toBeGreaterThan(20);
    expect(seen.carry).toBeGreaterThan(50);
    expect(seen.turnover).toBeGreaterThan(50);
  }, 240_000);
});
