import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../../server/src/seeds/seed-games.js';
import { choicesOf, kindOf, play, stakesOf } from '../games.js';
import { CRASH_TARGETS } from './crash.js';
import { FISH, FISH_HALLS } from './fishing.js';
import { seeded } from './seeded-rng.js';
import { SLOT_TITLES } from './slot-titles/index.js';

/**
 * The catalogue's most one bet returns (seeds/seed-games.ts, the seamless wallet's cap) is the
 * bound of each engine's own pay table, and no round the engine plays ever returns more.
 */
describe("each game's maximum win", () => {
  const catalogue = DEMO_GAMES.map(([platform, code, , percent]) => ({ platform, code, percent }));

  it("is a slot's best line on every line plus its scatter, a hall's rarest fish, a crash's top", () => {
    for (const { platform, code, percent } of catalogue) {
      const kind = kindOf(platform, code);
      if (kind === 'slot') {
        const title = SLOT_TITLES[code]!;
        const line = Math.max(...title.symbols.map((s) => s.pays[2]));
        expect(percent, code).toBe((line + (title.scatter?.pays[2] ?? 0)) * 100);
      }
      if (kind === 'fishing')
        expect(percent, code).toBe(Math.max(...FISH_HALLS[code]!.map((f) => FISH[f]!.multiple)) * 100);
      if (kind === 'crash') expect(percent, code).toBe(Math.max(...Object.values(CRASH_TARGETS)));
    }
  });

  it('is never exceeded by a round of any game, at any stake and choice', () => {
    const rng = seeded(29);
    for (const { platform, code, percent } of catalogue) {
      const kind = kindOf(platform, code);
      if (!kind) continue; // the sportsbook's lobbies: its payout cap over its least stake
      let best = 0;
      for (const choice of choicesOf(kind, code))
        for (let i = 0; i < 400; i++) {
          const bet = stakesOf(kind, code)[0]!;
          const outcome = play(kind, bet, choice, rng, code);
          best = Math.max(best, (outcome.win * 100) / (outcome.stake ?? bet));
        }
      expect(best, code).toBeLessThanOrEqual(percent);
      expect(best, code).toBeGreaterThan(0);
    }
  });
});
