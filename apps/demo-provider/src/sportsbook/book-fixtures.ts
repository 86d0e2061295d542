import type { Kysely } from 'kysely';
import { openProviderDb, type ProviderDB } from '../db.js';
import { seeded } from '../engines/seeded-rng.js';
import type { Answer, OperatorAction } from '../seamless-wallet.js';
import { createBook } from './book.js';
import { endsAt, type BookEvent } from './match-state.js';
import { DEFAULT_SCHEDULE } from './schedule.js';
import type { Accept } from './slip.js';
import type { Drawn } from './simulate.js';

/**
 * A book on an in-memory provider database with a clock the test moves, an operator wallet that
 * records every call, and fixtures with timelines the test writes (so results are known).
 */
export async function bookFixture(start = Date.UTC(2026, 10, 26, 4)) {
  const db = await openProviderDb(':memory:');
  let at = start;
  const calls: { action: OperatorAction; payload: Record<string, unknown> }[] = [];
  const answers: Partial<Record<OperatorAction, () => Answer | Promise<Answer>>> = {};
  const book = createBook({
    db,
    now: () => at,
    rng: seeded(1),
    schedule: DEFAULT_SCHEDULE,
    operator: async (action, payload) => {
      calls.push({ action, payload });
      return (await answers[action]?.()) ?? { status: 'OK', balance: '0.00' };
    },
    rollbackUntilAnswered: (payload) => calls.push({ action: 'rollback', payload }),
  });
  return {
    db,
    book,
    calls,
    answers,
    now: () => at,
    setNow: (t: number) => (at = t),
    async fund(playerId: string, platform: string, fen: number) {
      await db
        .insertInto('dp_wallets')
        .values({ player_id: playerId, platform, balance: fen, updated_at: at })
        .onConflict((oc) => oc.columns(['player_id', 'platform']).doUpdateSet({ balance: fen }))
        .execute();
    },
    async balance(playerId: string, platform: string) {
      const row = await db
        .selectFrom('dp_wallets')
        .select('balance')
        .where('player_id', '=', playerId)
        .where('platform', '=', platform)
        .executeTakeFirst();
      return Number(row?.balance ?? 0);
    },
    feed: (ticketNo: string) =>
      db.selectFrom('dp_rounds').selectAll().where('round_no', '=', ticketNo).orderBy('version').execute(),
  };
}

let next = 0;
/** A match on the calendar with a written timeline; returns its id and end. */
export async function addMatch(
  db: Kysely<ProviderDB>,
  drawn: Drawn,
  kickoffAt: number,
  opts: { platform?: string; durationMs?: number } = {},
) {
  const id = `T${++next}`;
  const durationMs = opts.durationMs ?? 90 * 60_000;
  const event: BookEvent = { id, kickoffAt, durationMs, drawn, cancelled: false };
  await db
    .insertInto('sb_events')
    .values({
      id,
      platform: opts.platform ?? 'sb',
      sport: drawn.sport,
      league: drawn.sport === 'esports' ? 'es-lol' : drawn.sport === 'football' ? 'fb-donghai' : 'bk-xinghe',
      home: '青龙竞技',
      away: '白虎联',
      kickoff_at: kickoffAt,
      duration_ms: durationMs,
      ends_at: endsAt(event),
      drawn: JSON.stringify(drawn),
      created_at: kickoffAt,
    })
    .execute();
  return { id, endsAt: endsAt(event) };
}

/** A football match ending with these goals (minute, side). */
export const footballMatch = (goals: [number, 'home' | 'away'][]): Drawn => ({
  sport: 'football',
  params: { homeGoals: 1.5, awayGoals: 1.1 },
  timeline: { incidents: goals.map(([minute, side]) => ({ minute, type: 'goal' as const, side })) },
});

const HOUR = 3_600_000;
/** The player of the book's tests, in transfer mode. */
export const transfer = { player_id: '7', platform: 'sb', wallet_mode: 'transfer', operator_token: '' };

/** A book with a match an hour away, the price a slip sees and a bet at that price. */
export async function bettingFixture() {
  const f = await bookFixture();
  const kickoff = f.now() + HOUR;
  const price = async (eventId: string, market: string, selection: string, platform = 'sb') => {
    const e = await f.book.event(platform, eventId);
    return e!.markets.find((m) => m.key === market)!.selections.find((s) => s.key === selection)!.odds!;
  };
  const bet = async (
    legs: { event_id: string; market: string; selection: string }[],
    stake: number,
    bettor = transfer,
    accept: Accept = 'none',
  ) => {
    const priced = await Promise.all(
      legs.map(async (l) => ({
        ...l,
        odds: await price(l.event_id, l.market, l.selection, bettor.platform),
      })),
    );
    return f.book.place(bettor, { legs: priced, stake, accept });
  };
  return { ...f, kickoff, price, bet };
}
