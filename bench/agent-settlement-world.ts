/**
 * The agent settlement benchmark's world, generated deterministically (seeded PRNG): one Beijing
 * calendar month, 1,000 agents in a tree of three levels under three plans, 50,000 players linked
 * to them (some moved at the month's start, some from the next month, some detached, a few with two
 * links at the same instant), 5,000 players under no agent, settled-bet rows and ledger journals.
 * Kept in typed arrays so the check can recompute every figure from what was written.
 */

const H = 3_600_000;
const DAY = 24 * H;
/** 00:00 Beijing time of a calendar day, written out apart from @app/shared's calendar. */
const bj = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * H;
export const MONTH = { start: bj(2026, 10, 1), end: bj(2026, 11, 1) };

export const AGENTS = 1_000;
const TOP = 100;
const SECOND = 300;
export const PLAYERS = 50_000;
const LOOSE_PLAYERS = 5_000;
const FIRST_PLAYER = AGENTS + 1;
/** Bet rows outside the month (the hour before it, the hour after it): the settlement must skip them. */
const OUTSIDE_BETS = 10_000;

/** Platforms named apart from the catalogue's; `category` is the turnover category the check expects. */
export const PLATFORMS = [
  { code: 'bx-pp', categoryId: 'concise', rebate: '', category: 'slots' },
  { code: 'bx-pg', categoryId: 'concise', rebate: '', category: 'slots' },
  { code: 'bx-ag', categoryId: 'realbet', rebate: '', category: 'live' },
  { code: 'bx-ky', categoryId: 'joker', rebate: '', category: 'cards' },
  { code: 'bx-sb', categoryId: 'sport', rebate: '', category: 'sports' },
  { code: 'bx-lt', categoryId: 'lottery', rebate: '', category: 'lottery' },
  { code: 'bx-es', categoryId: 'gaming', rebate: '', category: 'esports' },
  { code: 'bx-fh', categoryId: 'concise', rebate: 'fishing', category: 'fishing' },
];

export interface PlanSpec {
  name: string;
  activeMin: number;
  depositBp: number;
  withdrawalBp: number;
  /** [min active, min net fen, rate bp] */
  tiers: [number, number, number][];
  turnover: Record<string, number>;
}

export const PLANS: PlanSpec[] = [
  {
    name: '基础方案',
    activeMin: 10_000,
    depositBp: 100,
    withdrawalBp: 100,
    tiers: [
      [1, 0, 2000],
      [20, 300_000, 3000],
      [150, 2_000_000, 4000],
    ],
    turnover: {},
  },
  {
    name: '进阶方案',
    activeMin: 50_000,
    depositBp: 150,
    withdrawalBp: 50,
    tiers: [
      [60, 1_000_000, 3500],
      [5, 0, 2500],
      [300, 5_000_000, 4500],
    ],
    turnover: { slots: 30, live: 20 },
  },
  {
    name: '流水方案',
    activeMin: 0,
    depositBp: 0,
    withdrawalBp: 200,
    tiers: [
      [1, -500_000, 1500],
      [40, 800_000, 3000],
    ],
    turnover: { sports: 50, cards: 40, esports: 60, fishing: 10 },
  },
];

/** Ledger reasons written: the settlement counts the first five and must skip the rest. */
export const JOURNAL_REASONS = [
  'deposit',
  'withdrawal_paid',
  'bonus',
  'rebate',
  'red_packet',
  'bet',
  'win',
  'adjustment_credit',
] as const;
const JOURNAL_COUNTS = [45_000, 15_000, 12_000, 20_000, 8_000, 5_000, 3_000, 2_000];
const OUTSIDE_JOURNALS = 2_000;

export interface World {
  /** Agent ids are 1..AGENTS; planIndex points into PLANS. */
  agents: { id: number; planIndex: number; createdAt: number }[];
  /** In insertion order: of two links at the same instant, the later one wins. */
  links: { userId: number; parentId: number | null; from: number }[];
  bets: { user: Int32Array; platform: Uint8Array; valid: Int32Array; winLoss: Int32Array; at: Float64Array };
  journals: { user: Int32Array; reason: Uint8Array; amount: Int32Array; at: Float64Array };
  /** Bet rows and journals inside the month. */
  inMonth: { bets: number; journals: number };
}

/** mulberry32: small, fast, and the same sequence on every run. */
export function prng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `history`: that many more journals of any reason over the twelve months before (a live site's
 * ledger holds every bet, win and transfer it ever booked); none of them count for the month.
 */
export function generateWorld(betsInMonth: number, history = 0, seed = 20261001): World {
  const rand = prng(seed);
  const int = (n: number) => Math.floor(rand() * n);
  const { start, end } = MONTH;

  // Agents: 100 at the top, 300 under them, 600 at the third level; all made in the month's first hours.
  const agents: World['agents'] = [];
  const links: World['links'] = [];
  for (let id = 1; id <= AGENTS; id++) {
    const createdAt = start + int(6 * H);
    agents.push({ id, planIndex: int(PLANS.length), createdAt });
    if (id > TOP) {
      const parent = id <= TOP + SECOND ? 1 + int(TOP) : TOP + 1 + int(SECOND);
      links.push({ userId: id, parentId: parent, from: createdAt });
    }
  }
  // Players registered over the two months before and the month itself; low agent ids draw more.
  for (let i = 0; i < PLAYERS; i++) {
    const agent = 1 + Math.floor(AGENTS * rand() ** 2);
    links.push({ userId: FIRST_PLAYER + i, parentId: agent, from: start - 60 * DAY + int(90 * DAY) });
  }
  const somePlayer = () => FIRST_PLAYER + int(PLAYERS);
  // Operator moves: in effect from this month's start, or from the next month's (not this period's).
  for (let i = 0; i < 1_000; i++)
    links.push({ userId: somePlayer(), parentId: 1 + int(AGENTS), from: start });
  for (let i = 0; i < 1_000; i++) links.push({ userId: somePlayer(), parentId: 1 + int(AGENTS), from: end });
  for (let i = 0; i < 200; i++) links.push({ userId: somePlayer(), parentId: null, from: start });
  // Third-level agents moved under another second-level agent (no cycle can arise), both ways.
  for (let i = 0; i < 50; i++) {
    const from = i % 2 === 0 ? start : end;
    links.push({
      userId: TOP + SECOND + 1 + int(AGENTS - TOP - SECOND),
      parentId: TOP + 1 + int(SECOND),
      from,
    });
  }
  // Two links at one instant: the one written last wins.
  for (let i = 0; i < 100; i++) {
    const userId = somePlayer();
    const at = start + int(20 * DAY);
    links.push(
      { userId, parentId: 1 + int(AGENTS), from: at },
      { userId, parentId: 1 + int(AGENTS), from: at },
    );
  }

  // Bettors: agents themselves now and then (their upper agent's players), players, loose players.
  const user = () => {
    if (rand() < 0.03) return 1 + int(AGENTS);
    return FIRST_PLAYER + Math.floor((PLAYERS + LOOSE_PLAYERS) * rand() ** 2);
  };
  const total = betsInMonth + OUTSIDE_BETS;
  const at = new Float64Array(total);
  for (let i = 0; i < total; i++) {
    if (i >= betsInMonth) at[i] = i % 2 === 0 ? start - 1 - int(H) : end + int(H);
    else if (rand() < 0.1) at[i] = start + (1 + int(30)) * DAY - H / 2 + int(H);
    else at[i] = start + int(end - start);
  }
  // Rows are written in time order, as the append-only journal grows.
  at.sort();
  const bets = {
    user: new Int32Array(total),
    platform: new Uint8Array(total),
    valid: new Int32Array(total),
    winLoss: new Int32Array(total),
    at,
  };
  const STAKES = [200, 500, 1_000, 2_000, 5_000, 10_000, 50_000];
  for (let i = 0; i < total; i++) {
    bets.user[i] = user();
    bets.platform[i] = int(PLATFORMS.length);
    const stake = STAKES[int(STAKES.length)]!;
    if (rand() < 0.01) {
      // A re-settlement's difference: turnover taken back or not, the win/loss either way.
      bets.valid[i] = rand() < 0.5 ? -stake : 0;
      bets.winLoss[i] = int(2 * stake + 1) - stake;
    } else {
      bets.valid[i] = stake;
      bets.winLoss[i] = rand() < 0.46 ? Math.floor(stake * (0.2 + 1.7 * rand())) : -stake;
    }
  }

  const count = JOURNAL_COUNTS.reduce((s, n) => s + n, 0);
  const jTotal = count + OUTSIDE_JOURNALS + history;
  const journals = {
    user: new Int32Array(jTotal),
    reason: new Uint8Array(jTotal),
    amount: new Int32Array(jTotal),
    at: new Float64Array(jTotal),
  };
  let j = 0;
  JOURNAL_COUNTS.forEach((n, reason) => {
    for (let k = 0; k < n; k++, j++) {
      journals.reason[j] = reason;
      journals.amount[j] = reason < 2 ? 1_000 + int(500_000) : 100 + int(20_000);
    }
  });
  for (; j < jTotal; j++) {
    journals.reason[j] = j < count + OUTSIDE_JOURNALS ? int(5) : int(JOURNAL_REASONS.length);
    journals.amount[j] = 100 + int(500_000);
  }
  for (let i = 0; i < jTotal; i++) {
    journals.user[i] = user();
    if (i < count) journals.at[i] = start + int(end - start);
    else if (i < count + OUTSIDE_JOURNALS) journals.at[i] = i % 2 ? start - 1 - int(H) : end + int(H);
    else journals.at[i] = start - 1 - int(365 * DAY);
  }
  return { agents, links, bets, journals, inMonth: { bets: betsInMonth, journals: count } };
}
