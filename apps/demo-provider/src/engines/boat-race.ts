import type { Rng } from './rng.js';

/**
 * 幸运飞艇: ten numbered boats race and the finishing order is drawn at random (every order alike).
 * Bets are on the champion: its number (1号-10号) pays 9.7 times the stake, 大 (6-10), 小 (1-5),
 * 单 and 双 pay 1.94 times. Return to player: 97% on every bet (`raceRtp()`).
 */
export const RACE_CHOICES = [
  ...Array.from({ length: 10 }, (_, i) => `n${i + 1}`),
  'big',
  'small',
  'odd',
  'even',
];

export interface RaceResult {
  /** Boat numbers in finishing order: order[0] is the champion. */
  order: number[];
  champion: number;
  choice: string;
  win: number;
}

/** Whether a bet wins with this champion. */
export function raceHit(choice: string, champion: number): boolean {
  if (choice.startsWith('n')) return Number(choice.slice(1)) === champion;
  if (choice === 'big') return champion >= 6;
  if (choice === 'small') return champion <= 5;
  return champion % 2 === (choice === 'odd' ? 1 : 0);
}

/** What a winning bet returns, stake included: stakes are whole multiples of 50 fen. */
export const racePays = (choice: string, bet: number) =>
  choice.startsWith('n') ? (bet * 97) / 10 : (bet * 194) / 100;

export function raceBoats(bet: number, choice: string, r: Rng): RaceResult {
  const order = Array.from({ length: 10 }, (_, i) => i + 1);
  for (let i = 0; i < order.length - 1; i++) {
    const j = i + r.int(order.length - i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const champion = order[0]!;
  return { order, champion, choice, win: raceHit(choice, champion) ? racePays(choice, bet) : 0 };
}

/** A bet's exact return: every champion alike likely. */
export function raceRtp(choice: string): number {
  let paid = 0;
  for (let champion = 1; champion <= 10; champion++)
    if (raceHit(choice, champion)) paid += racePays(choice, 100);
  return paid / 10 / 100;
}
