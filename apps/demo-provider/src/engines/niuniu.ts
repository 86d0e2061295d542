import { deal, payPlayerWin, type Card } from './cards.js';
import type { Rng } from './rng.js';

/**
 * Niuniu (牛牛), player against banker, five cards each. Three cards summing to a multiple of
 * ten make a "niu"; the other two, mod ten, give its value (0 is 牛牛, worth 10); no such three is
 * 无牛 (0). Higher value wins; equal values go to the higher top card (rank, then suit), so a round
 * never ties. The player's win pays 0.95 to 1: return to player 97.5%.
 */
export interface NiuniuResult {
  player: Card[];
  banker: Card[];
  playerNiu: number;
  bankerNiu: number;
  outcome: 'player' | 'banker';
  win: number;
}

const points = (c: Card) => Math.min(c.rank, 10);

export function niuValue(hand: Card[]): number {
  let best = 0;
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++) {
        if ((points(hand[a]!) + points(hand[b]!) + points(hand[c]!)) % 10 !== 0) continue;
        const rest =
          hand.filter((_, i) => i !== a && i !== b && i !== c).reduce((s, x) => s + points(x), 0) % 10;
        best = Math.max(best, rest === 0 ? 10 : rest);
      }
  return best;
}

const top = (hand: Card[]) => hand.reduce((m, c) => (c.rank * 4 + c.suit > m.rank * 4 + m.suit ? c : m));

export function playNiuniu(bet: number, r: Rng): NiuniuResult {
  const cards = deal(10, r);
  const player = cards.slice(0, 5);
  const banker = cards.slice(5);
  const playerNiu = niuValue(player);
  const bankerNiu = niuValue(banker);
  const pt = top(player);
  const bt = top(banker);
  const playerWins =
    playerNiu !== bankerNiu ? playerNiu > bankerNiu : pt.rank * 4 + pt.suit > bt.rank * 4 + bt.suit;
  return {
    player,
    banker,
    playerNiu,
    bankerNiu,
    outcome: playerWins ? 'player' : 'banker',
    win: playerWins ? payPlayerWin(bet) : 0,
  };
}
