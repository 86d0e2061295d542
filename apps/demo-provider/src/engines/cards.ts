import type { Rng } from './rng.js';

/** A playing card: rank 1 (A) … 13 (K), suit 0 ♦ 1 ♣ 2 ♥ 3 ♠ (higher suit breaks ties). */
export interface Card {
  rank: number;
  suit: number;
}

/** `n` distinct cards from a shuffled deck. */
export function deal(n: number, r: Rng): Card[] {
  const deck = Array.from({ length: 52 }, (_, i) => ({ rank: (i % 13) + 1, suit: Math.floor(i / 13) }));
  for (let i = 0; i < n; i++) {
    const j = i + r.int(52 - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, n);
}

/** Player against banker, no ties: the player's winning bet pays 0.95 to 1 (5% commission). */
export const HOUSE_GAME_RTP = 0.975;
export const payPlayerWin = (bet: number) => bet + Math.floor((bet * 95) / 100);
