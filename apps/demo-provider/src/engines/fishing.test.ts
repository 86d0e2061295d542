import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../../server/src/seeds/seed-games.js';
import { kindOf } from '../games.js';
import { FISH, FISH_HALLS, shootFish } from './fishing.js';

describe('fishing halls', () => {
  it("are the catalogue's fishing games, each swimming species of its own", () => {
    const halls = DEMO_GAMES.filter(([platform, code]) => kindOf(platform, code) === 'fishing');
    expect(halls.map(([, code]) => code).sort()).toEqual(Object.keys(FISH_HALLS).sort());
    for (const [code, species] of Object.entries(FISH_HALLS)) {
      for (const s of species) expect(FISH[s], `${code}: ${s}`).toBeDefined();
      const others = Object.entries(FISH_HALLS).filter(([c]) => c !== code);
      for (const [other, theirs] of others)
        expect(
          species.filter((s) => !theirs.includes(s)).length,
          `${code} against ${other}`,
        ).toBeGreaterThanOrEqual(3);
      // The top prize of each hall is its own (金龙, 金蟾, 狂鲨).
      const top = species.reduce((a, b) => (FISH[a]!.multiple > FISH[b]!.multiple ? a : b));
      for (const [, theirs] of others) expect(theirs).not.toContain(top);
    }
  });

  it('return 96% on every species, counted over every draw of the shot', () => {
    for (const [key, fish] of Object.entries(FISH)) {
      const draws = fish.multiple * 100;
      let paid = 0;
      for (let i = 0; i < draws; i++) paid += shootFish(100, key, { int: () => i, weighted: () => 0 }).win;
      expect(paid / (draws * 100), key).toBe(0.96);
    }
  });
});
