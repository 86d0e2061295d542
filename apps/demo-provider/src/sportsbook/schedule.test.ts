import { beijingDay } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { openProviderDb } from '../db.js';
import { seeded } from '../engines/seeded-rng.js';
import { phaseAt } from './match-state.js';
import { DEFAULT_SCHEDULE, fasterSchedule, keepScheduleFull, recentEvents } from './schedule.js';
import { LEAGUES, type Sport } from './teams.js';

const HOUR = 3_600_000;
/** What a player would call a team playing too often: twice a day, or two series in half a day. */
const REST: Record<Sport, number> = { football: 24 * HOUR, basketball: 24 * HOUR, esports: 12 * HOUR };
const SPORTS: Record<string, Sport[]> = { sb: ['football', 'basketball'], ia: ['esports'] };

/** Runs the calendar's job every `stepMs` for `days`, as the provider does; answers every fixture. */
async function calendarOver(days: number, stepMs: number, seed: number) {
  const db = await openProviderDb(':memory:');
  const rng = seeded(seed);
  const start = Date.UTC(2026, 10, 26, 4);
  const shortOfLive: string[] = [];
  for (let now = start; now < start + days * 24 * HOUR; now += stepMs) {
    await keepScheduleFull(db, rng, now, DEFAULT_SCHEDULE);
    for (const [platform, sports] of Object.entries(SPORTS)) {
      const events = await recentEvents(db, platform, now);
      for (const sport of sports) {
        const live = events.filter((e) => e.row.sport === sport && phaseAt(e.event, now) === 'live');
        if (live.length < DEFAULT_SCHEDULE.live[sport])
          shortOfLive.push(`${new Date(now).toISOString()} ${sport} ${live.length}`);
      }
    }
  }
  const fixtures = await db.selectFrom('sb_events').selectAll().orderBy('kickoff_at').execute();
  return { fixtures, shortOfLive };
}

describe('the calendar', () => {
  it('over three days: no team twice a day (esports: half a day), matches always in play', async () => {
    const { fixtures, shortOfLive } = await calendarOver(3, 5 * 60_000, 9);
    expect(shortOfLive).toEqual([]);
    const byTeam = new Map<string, typeof fixtures>();
    for (const f of fixtures)
      for (const team of [f.home, f.away]) byTeam.set(team, [...(byTeam.get(team) ?? []), f]);
    const tooSoon: string[] = [];
    const sameDay: string[] = [];
    for (const [team, mine] of byTeam)
      for (let i = 1; i < mine.length; i++) {
        const [a, b] = [mine[i - 1]!, mine[i]!];
        const apart = Number(b.kickoff_at) - Number(a.kickoff_at);
        if (apart < REST[a.sport as Sport]) tooSoon.push(`${team} ${apart / HOUR}h`);
        const day = (f: typeof a) => beijingDay(new Date(Number(f.kickoff_at)));
        if (a.sport !== 'esports' && day(a) === day(b)) sameDay.push(`${team} ${day(a)}`);
      }
    expect(tooSoon).toEqual([]);
    expect(sameDay).toEqual([]);
    // A realistic book's share: every sport plays tens of fixtures a day, and most teams take part.
    for (const sport of ['football', 'basketball', 'esports'] as const) {
      const played = new Set(fixtures.filter((f) => f.sport === sport).flatMap((f) => [f.home, f.away]));
      const all = LEAGUES.filter((l) => l.sport === sport).flatMap((l) => l.teams);
      expect(played.size, sport).toBeGreaterThan(all.length * 0.8);
    }
  }, 60_000);

  it('keeps matches in play and ahead for every sport at the first fill and after', async () => {
    const db = await openProviderDb(':memory:');
    const now = Date.UTC(2026, 10, 26, 4);
    await keepScheduleFull(db, seeded(9), now, DEFAULT_SCHEDULE);
    const later = now + DEFAULT_SCHEDULE.matchMs.football * 2;
    await keepScheduleFull(db, seeded(10), later, DEFAULT_SCHEDULE);
    for (const [platform, sports] of Object.entries(SPORTS)) {
      const events = await recentEvents(db, platform, later);
      for (const sport of sports) {
        const mine = events.filter((e) => e.row.sport === sport);
        expect(mine.filter((e) => phaseAt(e.event, later) === 'live').length).toBeGreaterThanOrEqual(
          DEFAULT_SCHEDULE.live[sport],
        );
        expect(mine.filter((e) => phaseAt(e.event, later) === 'pre').length).toBeGreaterThanOrEqual(
          DEFAULT_SCHEDULE.upcoming[sport] - 2,
        );
      }
    }
  });

  it('played faster (DEMO_PROVIDER_MATCH_MS), every rest shrinks with the matches', () => {
    const fast = fasterSchedule(45_000);
    expect(fast.matchMs).toEqual({ football: 45_000, basketball: 45_000, esports: 45_000 });
    for (const sport of ['football', 'basketball', 'esports'] as const)
      expect(fast.restMs[sport] / fast.matchMs[sport]).toBeCloseTo(
        DEFAULT_SCHEDULE.restMs[sport] / DEFAULT_SCHEDULE.matchMs[sport],
      );
  });
});
