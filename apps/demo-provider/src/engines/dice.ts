import type { Rng } from './rng.js';

/**
 * Sic Bo big/small: three dice; 4–10 is small, 11–17 big, any triple loses both. Pays 1:1.
 * Return to player: 1 − 2·(6/216)·½… exactly 97.22% (`diceRtp()`).
 */
export type DiceChoice = 'big' | 'small';

export interface DiceResult {
  dice: [number, number, number];
  sum: number;
  outcome: DiceChoice | 'triple';
  /** Total returned to the player in fen (stake included when it wins). */
  win: number;
}

export function rollDice(bet: number, choice: DiceChoice, r: Rng): DiceResult {
  const dice: [number, number, number] = [1 + r.int(6), 1 + r.int(6), 1 + r.int(6)];
  const sum = dice[0] + dice[1] + dice[2];
  const outcome = dice[0] === dice[1] && dice[1] === dice[2] ? 'triple' : sum >= 11 ? 'big' : 'small';
  return { dice, sum, outcome, win: outcome === choice ? bet * 2 : 0 };
}

export function diceRtp(): number {
  let wins = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const triple = a === b && b === c;
        if (!triple && a + b + c >= 11) wins++;
      }
  return (wins / 216) * 2;
}
