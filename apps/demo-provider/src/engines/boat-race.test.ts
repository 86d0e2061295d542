import { describe, expect, it } from 'vitest';
import { kindOf } from '../games.js';
import { RACE_CHOICES, raceBoats, raceRtp } from './boat-race.js';

describe('幸运飞艇', () => {
  it('is the boat race the catalogue names, not a crash game', () => {
    expect(kindOf('vr', 'lucky-crash')).toBe('race');
  });

  it('returns 97% on every bet, counted over every champion', () => {
    for (const choice of RACE_CHOICES) {
      expect(raceRtp(choice), choice).toBeCloseTo(0.97, 12);
      // The same by playing: the first draw picks the champion, each boat once.
      let paid = 0;
      for (let first = 0; first < 10; first++) {
        let draws = 0;
        const r = raceBoats(1000, choice, { int: () => (draws++ === 0 ? first : 0), weighted: () => 0 });
        expect([...r.order].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(r.champion).toBe(r.order[0]);
        paid += r.win;
      }
      expect(paid / (10 * 1000)).toBeCloseTo(0.97, 12);
    }
  });

  it('pays the champion: its number 9.7 times, 大小单双 1.94 times', () => {
    const champion7 = { int: (n: number) => (n === 10 ? 6 : 0), weighted: () => 0 };
    expect(raceBoats(1000, 'n7', champion7)).toMatchObject({ champion: 7, win: 9700 });
    expect(raceBoats(1000, 'big', champion7).win).toBe(1940);
    expect(raceBoats(1000, 'odd', champion7).win).toBe(1940);
    expect(raceBoats(1000, 'small', champion7).win).toBe(0);
    expect(raceBoats(1000, 'n3', champion7).win).toBe(0);
  });
});
