import type { Rng } from './rng.js';

/**
 * Three dice, as 幸运骰宝 (sic bo) and 极速快三 throw them. 4–10 is small, 11–17 big; 单/双 the
 * total's parity; any triple (豹子) loses all four and pays 30 to 1 on its own bet. 幸运骰宝 takes
 * 大/小; 极速快三 takes 大/小/单/双/豹子 (DICE_BETS). Even bets pay 1:1, return 97.22% (210 of 216
 * throws decide them, half each way); 豹子 returns 6/216 × 31 = 86.11% (`diceRtp()`).
 */
export type DiceChoice = 'big' | 'small' | 'odd' | 'even' | 'triple';

/** Each dice game's bets, by game code. */
export const DICE_BETS: Record<string, DiceChoice[]> = {
  'dice-sicbo': ['big', 'small'],
  'fast-three': ['big', 'small', 'odd', 'even', 'triple'],
};

export interface DiceResult {
  dice: [number, number, number];
  sum: number;
  outcome: 'big' | 'small' | 'triple';
  /** The total's parity (a triple's too: its bets lose all the same). */
  parity: 'odd' | 'even';
  /** Total returned to the player in fen (stake included when it wins). */
  win: number;
}

function payout(bet: number, choice: DiceChoice, dice: number[]): number {
  const sum = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  if (choice === 'triple') return triple ? bet * 31 : 0;
  if (triple) return 0;
  const hit =
    choice === 'big' ? sum >= 11 : choice === 'small' ? sum <= 10 : (sum % 2 === 1) === (choice === 'odd');
  return hit ? bet * 2 : 0;
}

export function rollDice(bet: number, choice: DiceChoice, r: Rng): DiceResult {
  const dice: [number, number, number] = [1 + r.int(6), 1 + r.int(6), 1 + r.int(6)];
  const sum = dice[0] + dice[1] + dice[2];
  const outcome = dice[0] === dice[1] && dice[1] === dice[2] ? 'triple' : sum >= 11 ? 'big' : 'small';
  return { dice, sum, outcome, parity: sum % 2 ? 'odd' : 'even', win: payout(bet, choice, dice) };
}

/** A bet's exact return over all 216 throws. */
export function diceRtp(choice: DiceChoice = 'big'): number {
  let paid = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) paid += payout(1, choice, [a, b, c]);
  return paid / 216;
}
