import { describe, expect, it } from 'vitest';
import { BACCARAT_RTP, playBaccarat } from './baccarat.js';
import { diceRtp, rollDice } from './dice.js';
import { dragonTigerRtp, playDragonTiger } from './dragon-tiger.js';
import { rng } from './rng.js';

/** Average return over n rounds of 900 fen. */
function simulate(n: number, play: () => number) {
  let paid = 0;
  for (let i = 0; i < n; i++) paid += play();
  return paid / (n * 900);
}

describe('game engines', () => {
  it('publishes return to player figures the simulation confirms', () => {
    expect(diceRtp()).toBeCloseTo(0.9722, 4);
    for (const even of ['small', 'odd', 'even'] as const) expect(diceRtp(even)).toBeCloseTo(210 / 216, 12);
    expect(diceRtp('triple')).toBeCloseTo((6 * 31) / 216, 12);
    expect(simulate(200_000, () => rollDice(900, 'big', rng).win)).toBeCloseTo(0.9722, 1);
    expect(simulate(200_000, () => playBaccarat(900, 'banker', rng).win)).toBeCloseTo(BACCARAT_RTP.banker, 1);
    expect(simulate(200_000, () => playBaccarat(900, 'player', rng).win)).toBeCloseTo(BACCARAT_RTP.player, 1);
    expect(dragonTigerRtp('dragon')).toBeCloseTo(0.9627, 3);
    expect(simulate(200_000, () => playDragonTiger(900, 'dragon', rng).win)).toBeCloseTo(0.9627, 1);
  });

  it("deals each dice game its own bets: 极速快三 adds 单, 双 and 豹子 to 幸运骰宝's 大小", async () => {
    const { choicesOf, titleOf } = await import('../games.js');
    expect(choicesOf('dice', 'dice-sicbo')).toEqual(['big', 'small']);
    expect(choicesOf('dice', 'fast-three')).toEqual(['big', 'small', 'odd', 'even', 'triple']);
    expect([titleOf('dice-sicbo'), titleOf('fast-three')]).toEqual(['幸运骰宝', '极速快三']);
    const roll = (faces: number[], choice: 'odd' | 'even' | 'triple') => {
      let i = 0;
      return rollDice(100, choice, { int: () => faces[i++]! - 1, weighted: () => 0 }).win;
    };
    expect([roll([1, 2, 4], 'odd'), roll([1, 2, 4], 'even'), roll([3, 3, 3], 'odd')]).toEqual([200, 0, 0]);
    expect(roll([3, 3, 3], 'triple')).toBe(3100);
  });

  it('follows the baccarat third-card rules: naturals stand', () => {
    const cards = [8, 10, 3, 2]; // player 8+10 = 8 (natural), banker 3+2 = 5
    let k = 0;
    const r = {
      int: (n: number) => {
        const rank = cards[k++]!;
        void n;
        return (rank - 1) * 32;
      },
      weighted: () => 0,
    };
    const res = playBaccarat(1000, 'player', r);
    expect(res.player).toEqual([8, 10]);
    expect(res.banker).toHaveLength(2);
    expect(res).toMatchObject({ playerTotal: 8, outcome: 'player', win: 2000 });
  });

  it('deals baccarat and dragon tiger cards with their suits, each card a real one of the shoe', () => {
    for (let i = 0; i < 2000; i++) {
      const b = playBaccarat(1000, 'banker', rng);
      expect(b.playerSuits).toHaveLength(b.player.length);
      expect(b.bankerSuits).toHaveLength(b.banker.length);
      for (const s of [...b.playerSuits, ...b.bankerSuits]) expect([0, 1, 2, 3]).toContain(s);
      const d = playDragonTiger(1000, 'dragon', rng);
      expect([0, 1, 2, 3]).toContain(d.dragonSuit);
      expect([0, 1, 2, 3]).toContain(d.tigerSuit);
    }
    // The shoe's layout, rank by rank and suits within a rank: the last pick of the shoe is a K♠.
    const last = playDragonTiger(1000, 'tie', { int: (n: number) => n - 1, weighted: () => 0 });
    expect(last).toMatchObject({ dragon: 13, dragonSuit: 3, tiger: 13, tigerSuit: 3 });
    const first = playBaccarat(1000, 'tie', { int: () => 0, weighted: () => 0 });
    // Eight A♦ in the shoe: both hands draw a third card, all six of them A♦.
    expect(first.player).toEqual([1, 1, 1]);
    expect(first.banker).toEqual([1, 1, 1]);
    expect(first.bankerSuits).toEqual([0, 0, 0]);
  });
});

describe('crash, fishing and card games', () => {
  it('returns their published figures over many rounds', async () => {
    const { playCrash } = await import('./crash.js');
    const { shootFish } = await import('./fishing.js');
    const { playGoldenFlower } = await import('./golden-flower.js');
    expect(simulate(300_000, () => playCrash(900, 'x2', rng).win)).toBeCloseTo(0.97, 1);
    expect(simulate(300_000, () => shootFish(900, 'turtle', rng).win)).toBeCloseTo(0.96, 1);
    expect(simulate(200_000, () => playGoldenFlower(900, rng).win)).toBeCloseTo(0.975, 1);
  });

  it('pays a crash only when the rocket reaches the target', async () => {
    const { playCrash } = await import('./crash.js');
    // r.int returns N-1: the lowest crash point, 0.97× floored to 1.00×.
    expect(playCrash(1000, 'x2', { int: (n: number) => n - 1, weighted: () => 0 })).toMatchObject({
      crashAt: 100,
      win: 0,
    });
    // r.int returns 0: the highest crash point, capped at 1000×.
    expect(playCrash(1000, 'x10', { int: () => 0, weighted: () => 0 })).toMatchObject({
      crashAt: 100_000,
      win: 10_000,
    });
  });

  it('ranks golden flower hands: trips over straight flush over flush over straight over pair', async () => {
    const { handScore } = await import('./golden-flower.js');
    const h = (...cards: Array<[number, number]>) =>
      handScore(cards.map(([rank, suit]) => ({ rank, suit }))).category;
    expect(h([5, 0], [5, 1], [5, 2])).toBe(5);
    expect(h([4, 3], [5, 3], [6, 3])).toBe(4);
    expect(h([1, 2], [9, 2], [4, 2])).toBe(3);
    expect(h([1, 0], [2, 1], [3, 2])).toBe(2);
    expect(h([9, 0], [9, 1], [4, 2])).toBe(1);
    expect(h([1, 0], [9, 1], [4, 2])).toBe(0);
    expect(
      handScore([
        { rank: 1, suit: 0 },
        { rank: 2, suit: 1 },
        { rank: 3, suit: 2 },
      ]).score,
    ).toBeLessThan(
      handScore([
        { rank: 2, suit: 0 },
        { rank: 3, suit: 1 },
        { rank: 4, suit: 2 },
      ]).score,
    );
  });
});
