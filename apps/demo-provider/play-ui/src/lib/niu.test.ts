import { describe, expect, it } from 'vitest';
import { niuValue } from '../../../src/engines/niuniu';
import { deal } from '../../../src/engines/cards';
import { seeded } from '../../../src/engines/seeded-rng';
import { niuGroup } from './niu';

const hand = (...ranks: number[]) => ranks.map((rank, i) => ({ rank, suit: i % 4 }));

describe('niuniu hands as shown', () => {
  it('picks the three cards making ten that leave the best value', () => {
    // 10-J-K make 30 and leave 7+8 = 牛5; 3+7+10 leave J+8 = 牛8: the better one.
    expect(niuGroup(hand(10, 11, 13, 7, 8))).toEqual({ three: [0, 1, 2], value: 5 });
    expect(niuGroup(hand(3, 7, 10, 11, 8))).toEqual({ three: [0, 1, 2], value: 8 });
    expect(niuGroup(hand(10, 10, 10, 5, 5))?.value).toBe(10);
    expect(niuGroup(hand(1, 1, 2, 4, 9))).toBeNull();
  });

  it('agrees with the server on every hand value', () => {
    const rng = seeded(7);
    for (let i = 0; i < 3000; i++) {
      const cards = deal(5, rng);
      expect(niuGroup(cards)?.value ?? 0).toBe(niuValue(cards));
    }
  });
});
