/**
 * Settlement of a round of matches: TICKETS open tickets (singles and 2–3 leg parlays, transfer
 * mode) on MATCHES football matches that all end at once, settled by the book's own job, timed,
 * then every ticket's payout and every wallet checked against an independent reckoning from the
 * matches' results (the engine's settlement rules and exact payout arithmetic).
 */
import { rmSync } from 'node:fs';
import { openProviderDb } from '../apps/demo-provider/src/db.js';
import { seeded } from '../apps/demo-provider/src/engines/seeded-rng.js';
import { createBook } from '../apps/demo-provider/src/sportsbook/book.js';
import { football } from '../apps/demo-provider/src/sportsbook/football.js';
import {
  boardAt,
  endsAt,
  resultOf,
  type BookEvent,
} from '../apps/demo-provider/src/sportsbook/match-state.js';
import { DEFAULT_SCHEDULE } from '../apps/demo-provider/src/sportsbook/schedule.js';
import { drawMatch } from '../apps/demo-provider/src/sportsbook/simulate.js';
import { LEAGUES } from '../apps/demo-provider/src/sportsbook/teams.js';
import { ticketPayout } from '../apps/demo-provider/src/sportsbook/ticket.js';

export async function settleRound(tickets: number, matches: number) {
  const file = 'bench/results/sportsbook-settle.db';
  for (const ext of ['', '-wal', '-shm']) rmSync(file + ext, { force: true });
  const db = await openProviderDb(file);
  const rng = seeded(42);
  const start = Date.UTC(2026, 10, 26, 12);
  let at = start;
  const book = createBook({
    db,
    now: () => at,
    rng,
    schedule: DEFAULT_SCHEDULE,
    operator: async () => ({ status: 'OK' }),
    rollbackUntilAnswered: () => undefined,
  });
  const league = LEAGUES.find((l) => l.sport === 'football')!;
  const events: BookEvent[] = [];
  for (let i = 0; i < matches; i++) {
    const event: BookEvent = {
      id: `R${i}`,
      kickoffAt: start + 60_000,
      durationMs: 5_400_000,
      drawn: drawMatch(rng, league),
      cancelled: false,
    };
    events.push(event);
    await db
      .insertInto('sb_events')
      .values({
        id: event.id,
        platform: 'sb',
        sport: 'football',
        league: league.code,
        home: league.teams[0]!,
        away: league.teams[1]!,
        kickoff_at: event.kickoffAt,
        duration_ms: event.durationMs,
        ends_at: endsAt(event),
        drawn: JSON.stringify(event.drawn),
        created_at: start,
      })
      .execute();
  }
  const boards = events.map((e) => boardAt(e, start));
  const players = 1_000;
  const expected = new Map<string, number>();
  let staked = 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('dp_wallets')
      .values(
        Array.from({ length: players }, (_, p) => ({
          player_id: String(p),
          platform: 'sb',
          balance: 0,
          updated_at: start,
        })),
      )
      .execute();
    for (let n = 0; n < tickets; n++) {
      const size = n % 3 === 0 ? 1 + (n % 2) + 1 : 1;
      const picked = new Set<number>();
      while (picked.size < size) picked.add(rng.int(matches));
      const legs = [...picked].map((m) => {
        const market = boards[m]![rng.int(4)]!; // 1x2 or one of the handicap lines
        const sel = market.selections[rng.int(market.selections.length)]!;
        return { m, market: market.key, selection: sel.key, odds: sel.odds ?? 150 };
      });
      const stake = 1_000 + rng.int(50) * 100;
      const odds = legs.reduce((o, l) => Math.floor((o * l.odds) / 100), 100);
      const player = String(n % players);
      staked += stake;
      const { id } = await trx
        .insertInto('sb_tickets')
        .values({
          ticket_no: `T${n}`,
          player_id: player,
          platform: 'sb',
          wallet_mode: 'transfer',
          operator_token: '',
          stake,
          odds,
          max_payout: 50_000_000,
          state: 'open',
          placed_at: start,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sb_legs')
        .values(
          legs.map((l, seq) => ({
            ticket_id: id,
            seq,
            event_id: `R${l.m}`,
            market_key: l.market,
            selection: l.selection,
            odds: l.odds,
            label: `${l.market} ${l.selection}`,
          })),
        )
        .execute();
      // The reckoning: each leg from its match's result by the engine's rules, the payout exactly.
      const results = legs.map((l) => ({
        odds: l.odds,
        result: football.settle(l.market, l.selection, resultOf(events[l.m]!) as never)!,
      }));
      expected.set(player, (expected.get(player) ?? 0) + ticketPayout(stake, results, 50_000_000));
    }
  });
  at = Math.max(...events.map(endsAt)) + 1;
  const t0 = performance.now();
  let settled = 0;
  for (let batch = await book.runJobs(); batch.settled > 0; batch = await book.runJobs())
    settled += batch.settled;
  const seconds = (performance.now() - t0) / 1000;
  const wallets = await db.selectFrom('dp_wallets').select(['player_id', 'balance']).execute();
  const wrong = wallets.filter((w) => Number(w.balance) !== (expected.get(w.player_id) ?? 0)).length;
  const paid = wallets.reduce((s, w) => s + Number(w.balance), 0);
  const owed = [...expected.values()].reduce((s, v) => s + v, 0);
  await db.destroy();
  return { settled, seconds, wrong, paid, owed, staked };
}
