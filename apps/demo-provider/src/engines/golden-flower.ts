import { deal, payPlayerWin, type Card } from './cards.js';
import type { Rng } from './rng.js';

/**
 * Golden flower (炸金花), player against banker, three cards each. Hands rank 豹子 (three of a
 * kind) > 同花顺 > 同花 > 顺子 > 对子 > 单张, A high (A-2-3 is the lowest straight); equal hands go to
 * the higher suit of the top card, so a round never ties. The player's win pays 0.95 to 1: return
 * to player 97.5%.
 */
export const HAND_NAMES = ['单张', '对子', '顺子', '同花', '同花顺', '豹子'] as const;

export interface GoldenFlowerResult {
  player: Card[];
  banker: Card[];
  playerHand: string;
  bankerHand: string;
  outcome: 'player' | 'banker';
  win: number;
}

/** A comparable score: category first, then the ranks that decide within it, then the top suit. */
export function handScore(hand: Card[]): { category: number; score: number } {
  const high = (c: Card) => (c.rank === 1 ? 14 : c.rank);
  const cards = [...hand].sort((a, b) => high(b) - high(a) || b.suit - a.suit);
  let ranks = cards.map(high);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = ranks[0] === 14 && ranks[1] === 3 && ranks[2] === 2;
  if (wheel) ranks = [3, 2, 1];
  const straight = wheel || (ranks[0]! - ranks[1]! === 1 && ranks[1]! - ranks[2]! === 1);
  const trips = ranks[0] === ranks[2];
  const pair = !trips && (ranks[0] === ranks[1] || ranks[1] === ranks[2]);
  if (pair && ranks[1] === ranks[2]) ranks = [ranks[1]!, ranks[2]!, ranks[0]!];
  const category = trips ? 5 : straight && flush ? 4 : flush ? 3 : straight ? 2 : pair ? 1 : 0;
  const score = ((category * 15 + ranks[0]!) * 15 + ranks[1]!) * 15 * 15 + ranks[2]! * 15 + cards[0]!.suit;
  return { category, score };
}

export function playGoldenFlower(bet: number, r: Rng): GoldenFlowerResult {
  const cards = deal(6, r);
  const player = cards.slice(0, 3);
  const banker = cards.slice(3);
  const p = handScore(player);
  const b = handScore(banker);
  const playerWins = p.score > b.score;
  return {
    player,
    banker,
    playerHand: HAND_NAMES[p.category]!,
    bankerHand: HAND_NAMES[b.category]!,
    outcome: playerWins ? 'player' : 'banker',
    win: playerWins ? payPlayerWin(bet) : 0,
  };
}
