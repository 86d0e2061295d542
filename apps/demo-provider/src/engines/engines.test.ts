import { describe, expect, it } from 'vitest';
import { BACCARAT_RTP, playBaccarat } from './baccarat.js';
import { diceRtp, rollDice } from './dice.js';
import { dragonTigerRtp, playDragonTiger } from './dragon-tiger.js';
import { rng } from './rng.js';
import { slotRtp, spinSlot } from './slot.js';

/** Average return over n rounds of 900 fen. */
function simulate(n: number, play: () => number) {
  let paid = 0;
  for (let i = 0; i < n; i++) paid += play();
  return paid / (n * 900);
}

describe('game engines', () => {
  it('publishes return to player figures the simulation confirms', () => {
    expect(slotRtp()).toBeCloseTo(0.9707, 3);
    expect(simulate(200_000, () => spinSlot(900, rng).win)).toBeGreaterThan(0.9);
    expect(diceRtp()).toBeCloseTo(0.9722, 4);
    expect(simulate(200_000, () => rollDice(900, 'big', rng).win)).toBeCloseTo(0.9722, 1);
    expect(simulate(200_000, () => playBaccarat(900, 'banker', rng).win)).toBeCloseTo(BACCARAT_RTP.banker, 1);
    expect(simulate(200_000, () => playBaccarat(900, 'player', rng).win)).toBeCloseTo(BACCARAT_RTP.player, 1);
    expect(dragonTigerRtp('dragon')).toBeCloseTo(0.9627, 3);
    expect(simulate(200_000, () => playDragonTiger(900, 'dragon', rng).win)).toBeCloseTo(0.9627, 1);
  });

  it('pays slot lines from the left, wilds substituting', () => {
    const fixed = (cells: string[]) => {
      let i = 0;
      return { int: () => 0, weighted: () => ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'WILD'].indexOf(cells[i++ % cells.length]!) };
    };
    // Every cell SEVEN: all 9 lines pay five sevens.
    const all = spinSlot(900, fixed(['SEVEN']));
    expect(all.lines).toHaveLength(9);
    expect(all.win).toBe(9 * 100 * 900);
  });

  it('follows the baccarat third-card rules: naturals stand', () => {
    const cards = [8, 10, 3, 2]; // player 8+10 = 8 (natural), banker 3+2 = 5
    let k = 0;
    const r = { int: (n: number) => { const rank = cards[k++]!; void n; return (rank - 1) * 32; }, weighted: () => 0 };
    const res = playBaccarat(1000, 'player', r);
    expect(res.player).toEqual([8, 10]);
    expect(res.banker).toHaveLength(2);
    expect(res).toMatchObject({ playerTotal: 8, outcome: 'player', win: 2000 });
  });
});
