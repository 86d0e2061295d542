import { describe, expect, it } from 'vitest';
import { seeded } from '../engines/seeded-rng.js';
import { boardAt, endsAt, resultOf, SUSPEND_MS, viewAt, type BookEvent } from './match-state.js';
import { drawMatch, type Drawn } from './simulate.js';
import { LEAGUES } from './teams.js';

const league = (sport: string) => LEAGUES.find((l) => l.sport === sport)!;
const event = (drawn: Drawn, kickoffAt = 1_000_000, durationMs = 90_000): BookEvent => ({
  id: 'E1',
  kickoffAt,
  durationMs,
  drawn,
  cancelled: false,
});

describe('simulated matches', () => {
  it('football goals arrive at the rates the prices assume', () => {
    const rng = seeded(7);
    let expected = 0;
    let scored = 0;
    for (let i = 0; i < 3000; i++) {
      const d = drawMatch(rng, league('football'));
      if (d.sport !== 'football') throw new Error('not football');
      const r = resultOf(event(d)) as { home: number; away: number };
      const reds = d.timeline.incidents.some((x) => x.type === 'red');
      if (reds) continue; // red cards move the rates; the plain case is the check
      expected += d.params.homeGoals + d.params.awayGoals;
      scored += r.home + r.away;
    }
    expect(scored / expected).toBeGreaterThan(0.93);
    expect(scored / expected).toBeLessThan(1.07);
  });

  it('shows a goal when it happens, suspends the board around it, and closes the board at the end', () => {
    const rng = seeded(11);
    let d = drawMatch(rng, league('football'));
    while (d.sport !== 'football' || !d.timeline.incidents.some((i) => i.type === 'goal'))
      d = drawMatch(rng, league('football'));
    const e = event(d, 1_000_000, 5_400_000); // real time: a suspension is a fraction of a minute
    const goal = d.timeline.incidents.find((i) => i.type === 'goal')!;
    const at = e.kickoffAt + (goal.minute / 90) * e.durationMs;
    expect(viewAt(e, e.kickoffAt - 1).phase).toBe('pre');
    const before = viewAt(e, at - 1);
    const after = viewAt(e, at + 1);
    expect(after.score[goal.side]).toBe(before.score[goal.side] + 1);
    expect(after.suspended).toBe(true);
    expect(viewAt(e, at + SUSPEND_MS + 1).suspended).toBe(false);
    expect(boardAt(e, at + SUSPEND_MS + 1).length).toBeGreaterThan(0);
    expect(viewAt(e, endsAt(e)).phase).toBe('ended');
    expect(boardAt(e, endsAt(e))).toEqual([]);
    expect(viewAt(e, endsAt(e)).score).toEqual(resultOf(e));
  });

  it('a basketball game never ends level, and an esports series ends when a side has its maps', () => {
    const rng = seeded(3);
    for (let i = 0; i < 200; i++) {
      const b = resultOf(event(drawMatch(rng, league('basketball')))) as { home: number; away: number };
      expect(b.home).not.toBe(b.away);
      const s = drawMatch(rng, league('esports'));
      if (s.sport !== 'esports') throw new Error('not esports');
      const r = resultOf(event(s)) as { mapsHome: number; mapsAway: number };
      expect(Math.max(r.mapsHome, r.mapsAway)).toBe(2);
      expect(s.timeline.maps).toHaveLength(r.mapsHome + r.mapsAway);
      expect(endsAt(event(s, 0, 90_000))).toBe((90_000 / 3) * s.timeline.maps.length);
      // Once over, the series shows its final maps, the last one won included.
      const over = viewAt(event(s, 0, 90_000), 90_000);
      expect(over.score).toEqual({ home: r.mapsHome, away: r.mapsAway });
    }
  });

  it('prices in play move in whole-minute ticks', () => {
    const d = drawMatch(seeded(5), league('football'));
    const e = event(d, 0, 90_000);
    // 1 s of real time is one match minute here: two reads inside one minute price the same.
    const quiet = [20_100, 20_900].map((t) => boardAt(e, t));
    const suspended = [20_100, 20_900].some((t) => viewAt(e, t).suspended);
    if (!suspended) expect(quiet[0]).toEqual(quiet[1]);
  });
});
