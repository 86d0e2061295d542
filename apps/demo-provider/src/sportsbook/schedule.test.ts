import { describe, expect, it } from 'vitest';
import { openProviderDb } from '../db.js';
import { seeded } from '../engines/seeded-rng.js';
import { phaseAt } from './match-state.js';
import { DEFAULT_SCHEDULE, keepScheduleFull, recentEvents } from './schedule.js';

describe('the calendar', () => {
  it('keeps matches in play and ahead for every sport, no team twice within four matches’ time', async () => {
    const db = await openProviderDb(':memory:');
    const now = Date.UTC(2026, 10, 26, 4);
    await keepScheduleFull(db, seeded(9), now, DEFAULT_SCHEDULE);
    // Later, after some matches ended: topped up again.
    const later = now + DEFAULT_SCHEDULE.matchMs.football * 2;
    await keepScheduleFull(db, seeded(10), later, DEFAULT_SCHEDULE);
    for (const platform of ['sb', 'ia']) {
      const events = await recentEvents(db, platform, later);
      const sports = platform === 'sb' ? (['football', 'basketball'] as const) : (['esports'] as const);
      for (const sport of sports) {
        const mine = events.filter((e) => e.row.sport === sport);
        expect(mine.filter((e) => phaseAt(e.event, later) === 'live').length).toBeGreaterThanOrEqual(
          DEFAULT_SCHEDULE.live[sport],
        );
        expect(mine.filter((e) => phaseAt(e.event, later) === 'pre').length).toBeGreaterThanOrEqual(
          DEFAULT_SCHEDULE.upcoming[sport] - 2,
        );
      }
      for (const a of events)
        for (const b of events) {
          if (
            a === b ||
            Math.abs(a.row.kickoff_at - b.row.kickoff_at) >= 4 * DEFAULT_SCHEDULE.matchMs.basketball
          )
            continue;
          const shared = [a.row.home, a.row.away].filter(
            (team) => team === b.row.home || team === b.row.away,
          );
          expect(shared, `${a.row.id} and ${b.row.id}`).toEqual([]);
        }
    }
  });
});
