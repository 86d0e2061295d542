import type { Rng } from './rng.js';

/**
 * Dragon Tiger (card game): one card each from an 8-deck shoe, the higher rank wins 1:1 (ace low).
 * A tie loses half of a dragon or tiger bet; a tie bet pays 8:1. Return to player: dragon/tiger
 * 96.27%, tie 89.64% (`dragonTigerRtp()`).
 */
export type DragonTigerSide = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerResult {
  dragon: number;
  tiger: number;
  /** Each card's suit (0 ♦ 1 ♣ 2 ♥ 3 ♠): the shoe holds 8 of each rank and suit. */
  dragonSuit: number;
  tigerSuit: number;
  outcome: DragonTigerSide;
  win: number;
}

const TIE_PROBABILITY = (13 * (32 * 31)) / (416 * 415);

export function playDragonTiger(bet: number, side: DragonTigerSide, r: Rng): DragonTigerResult {
  // Two cards from an 8-deck shoe without replacement: 32 of each rank.
  const first = r.int(416);
  let second = r.int(415);
  if (second >= first) second++;
  const dragon = Math.floor(first / 32) + 1;
  const tiger = Math.floor(second / 32) + 1;
  const suit = (card: number) => Math.floor((card % 32) / 8);
  const outcome: DragonTigerSide = dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie';
  let win = 0;
  if (outcome === 'tie') win = side === 'tie' ? bet * 9 : Math.floor(bet / 2);
  else if (outcome === side) win = bet * 2;
  return { dragon, tiger, dragonSuit: suit(first), tigerSuit: suit(second), outcome, win };
}

export function dragonTigerRtp(side: DragonTigerSide): number {
  const tie = TIE_PROBABILITY;
  const each = (1 - tie) / 2;
  return side === 'tie' ? tie * 9 : each * 2 + tie * 0.5;
}
