import type { Card } from './types';

const points = (c: Card) => Math.min(c.rank, 10);

/**
 * How a niuniu hand is shown: the three cards that make ten (the grouping giving the best value,
 * as the server scores it) and the value, or null when no three make ten (无牛). Only for showing:
 * the hand's value and the winner are the server's.
 */
export function niuGroup(hand: Card[]): { three: number[]; value: number } | null {
  let best: { three: number[]; value: number } | null = null;
  for (let a = 0; a < hand.length; a++)
    for (let b = a + 1; b < hand.length; b++)
      for (let c = b + 1; c < hand.length; c++) {
        if ((points(hand[a]!) + points(hand[b]!) + points(hand[c]!)) % 10 !== 0) continue;
        const rest =
          hand.filter((_, i) => i !== a && i !== b && i !== c).reduce((s, x) => s + points(x), 0) % 10;
        const value = rest === 0 ? 10 : rest;
        if (!best || value > best.value) best = { three: [a, b, c], value };
      }
  return best;
}
