import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ProviderDB } from '../db.js';
import type { Rng } from '../engines/rng.js';
import type { BookTables } from './book-schema.js';
import { endsAt, phaseAt, type BookEvent } from './match-state.js';
import { drawMatch, type Drawn } from './simulate.js';
import { LEAGUES, SPORTS_OF_PLATFORM, type League, type Sport } from './teams.js';

/** How the book's calendar is kept: real time per match, rest between fixtures, how many to list. */
export interface ScheduleConfig {
  /** Real time a whole match takes (esports: a full series), per sport. */
  matchMs: Record<Sport, number>;
  /** The least time between two kick-offs of one team, per sport. */
  restMs: Record<Sport, number>;
  /** Fixtures kept in play and kept ahead, per sport. */
  live: Record<Sport, number>;
  upcoming: Record<Sport, number>;
  /** How far ahead the last fixture may start. */
  horizonMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Matches take their real time (a football clock runs with the wall clock) and a team plays at
 * most once a day (an esports team at most one series a half day), as on a real book; the leagues
 * are big enough for that to keep matches in play around the clock.
 */
export const DEFAULT_SCHEDULE: ScheduleConfig = {
  matchMs: { football: 90 * MINUTE, basketball: 2 * HOUR, esports: 2 * HOUR },
  restMs: { football: 24 * HOUR, basketball: 24 * HOUR, esports: 12 * HOUR },
  live: { football: 3, basketball: 2, esports: 2 },
  upcoming: { football: 16, basketball: 8, esports: 10 },
  horizonMs: 3 * 24 * HOUR,
};

/**
 * The default calendar played faster, for demos and tests (DEMO_PROVIDER_MATCH_MS): every match
 * takes `matchMs`, and each sport's rest shrinks by as much as its matches, so the calendar keeps
 * its shape (a team still plays once in what its matches make a day).
 */
export function fasterSchedule(matchMs: number): ScheduleConfig {
  const scaled = (sport: Sport) =>
    Math.round((DEFAULT_SCHEDULE.restMs[sport] * matchMs) / DEFAULT_SCHEDULE.matchMs[sport]);
  return {
    ...DEFAULT_SCHEDULE,
    matchMs: { football: matchMs, basketball: matchMs, esports: matchMs },
    restMs: { football: scaled('football'), basketball: scaled('basketball'), esports: scaled('esports') },
  };
}

export type EventRow = Selectable<BookTables['sb_events']>;

export function toBookEvent(row: EventRow): BookEvent {
  return {
    id: row.id,
    kickoffAt: Number(row.kickoff_at),
    durationMs: Number(row.duration_ms),
    drawn: JSON.parse(row.drawn) as Drawn,
    cancelled: row.cancelled === 1,
  };
}

/** Fixtures not yet long over, with their parsed draw. */
export async function recentEvents(db: Kysely<ProviderDB>, platform: string, now: number) {
  const rows = await db
    .selectFrom('sb_events')
    .selectAll()
    .where('platform', '=', platform)
    .where('kickoff_at', '>', now - 24 * 60 * MINUTE)
    .orderBy('kickoff_at')
    .execute();
  return rows.map((row) => ({ row, event: toBookEvent(row) }));
}

const pick = <T>(rng: Rng, xs: readonly T[]) => xs[rng.int(xs.length)]!;

/** Teams with a kick-off within `rest` of `kickoffAt`, before or after: they cannot play then. */
const busyTeams = (events: { row: EventRow }[], kickoffAt: number, rest: number) =>
  new Set(
    events
      .filter((e) => Math.abs(Number(e.row.kickoff_at) - kickoffAt) < rest)
      .flatMap((e) => [e.row.home, e.row.away]),
  );

async function addFixture(
  db: Kysely<ProviderDB>,
  rng: Rng,
  platform: string,
  league: League,
  kickoffAt: number,
  config: ScheduleConfig,
  now: number,
  events: { row: EventRow }[],
) {
  const busy = busyTeams(events, kickoffAt, config.restMs[league.sport]);
  const free = league.teams.filter((t) => !busy.has(t));
  // A league whose every team already plays then gets no fixture this turn.
  if (free.length < 2) return false;
  const home = pick(rng, free);
  const away = pick(
    rng,
    free.filter((t) => t !== home),
  );
  const drawn = drawMatch(rng, league);
  const durationMs = config.matchMs[league.sport];
  const event: BookEvent = { id: '', kickoffAt, durationMs, drawn, cancelled: false };
  const row = {
    id: `E${now.toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
    platform,
    sport: league.sport,
    league: league.code,
    home,
    away,
    kickoff_at: kickoffAt,
    duration_ms: durationMs,
    ends_at: endsAt(event),
    drawn: JSON.stringify(drawn),
    created_at: now,
  };
  await db.insertInto('sb_events').values(row).execute();
  events.push({ row: { ...row, cancelled: 0, corrected: null, result_version: 1, revised_at: 0 } });
  return true;
}

/** A fixture in whichever league has two teams free then, tried in random order. */
async function addInAnyLeague(
  add: (league: League) => Promise<boolean>,
  leagues: League[],
  rng: Rng,
): Promise<void> {
  const order = [...leagues];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const league of order) if (await add(league)) return;
}

/**
 * Keeps the calendar full: enough matches in play (the first fill starts them part-way through, so
 * the in-play tab is never empty and the first matches end soon) and enough ahead, kick-offs on the
 * quarter hour over the horizon, the nearer ones more often.
 */
export async function keepScheduleFull(
  db: Kysely<ProviderDB>,
  rng: Rng,
  now: number,
  config: ScheduleConfig,
): Promise<void> {
  for (const [platform, sports] of Object.entries(SPORTS_OF_PLATFORM)) {
    const events = await recentEvents(db, platform, now);
    for (const sport of sports) {
      const leagues = LEAGUES.filter((l) => l.sport === sport);
      const mine = events.filter((e) => e.row.sport === sport);
      const firstFill = mine.length === 0;
      let live = mine.filter((e) => phaseAt(e.event, now) === 'live').length;
      let ahead = mine.filter((e) => phaseAt(e.event, now) === 'pre').length;
      for (let i = 0; live < config.live[sport]; live++, i++) {
        // The first fill's matches are at staggered stages, the last well into its second half.
        const stage = (i + rng.int(1000) / 1000) / config.live[sport];
        const into = firstFill ? Math.floor(stage * 0.9 * config.matchMs[sport]) : 0;
        const at = now - into;
        await addInAnyLeague((l) => addFixture(db, rng, platform, l, at, config, now, events), leagues, rng);
      }
      for (; ahead < config.upcoming[sport]; ahead++) {
        // Squaring a uniform draw puts more fixtures in the next hours than in the last days.
        const u = rng.int(1000) / 1000;
        const offset = 5 * MINUTE + u * u * config.horizonMs;
        const kickoff = Math.ceil((now + offset) / (15 * MINUTE)) * 15 * MINUTE;
        await addInAnyLeague(
          (l) => addFixture(db, rng, platform, l, kickoff, config, now, events),
          leagues,
          rng,
        );
      }
    }
  }
}
