import type { Rng } from './rng.js';

/**
 * Punto Banco from an 8-deck shoe reshuffled every round, standard third-card rules. Player pays
 * 1:1, banker 0.95:1, tie 8:1 (player and banker bets push on a tie). Published return to player:
 * banker 98.94%, player 98.76%, tie 85.64%.
 */
export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_RTP: Record<BaccaratSide, number> = { banker: 0.9894, player: 0.9876, tie: 0.8564 };

export interface BaccaratResult {
  /** Ranks 1 (A) … 13 (K), in the order dealt. */
  player: number[];
  banker: number[];
  /** Each card's suit (0 ♦ 1 ♣ 2 ♥ 3 ♠), drawn with it from the shoe: the page shows the very card. */
  playerSuits: number[];
  bankerSuits: number[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratSide;
  win: number;
}

const DECKS = 8;
const value = (rank: number) => (rank >= 10 ? 0 : rank); // ranks 1..13; 10, J, Q, K count 0
const total = (cards: number[]) => cards.reduce((a, c) => a + value(c), 0) % 10;

/**
 * One card at a time from the shoe, as rank and suit. The shoe is laid out rank by rank, suits
 * within a rank, so a pick lands on the same rank as it would in a count of ranks alone.
 */
function drawShoe(r: Rng) {
  const counts = new Array(52).fill(DECKS); // index (rank - 1) * 4 + suit
  let left = DECKS * 52;
  return () => {
    let pick = r.int(left);
    for (let i = 0; i < 52; i++) {
      pick -= counts[i];
      if (pick < 0) {
        counts[i]--;
        left--;
        return { rank: Math.floor(i / 4) + 1, suit: i % 4 };
      }
    }
    throw new Error('empty shoe');
  };
}

/** Whether the banker draws a third card, by the banker's total and the player's third card. */
function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const t = value(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return t !== 8;
    case 4:
      return t >= 2 && t <= 7;
    case 5:
      return t >= 4 && t <= 7;
    case 6:
      return t === 6 || t === 7;
    default:
      return false;
  }
}

export function playBaccarat(bet: number, side: BaccaratSide, r: Rng): BaccaratResult {
  const shoe = drawShoe(r);
  const player: number[] = [];
  const banker: number[] = [];
  const playerSuits: number[] = [];
  const bankerSuits: number[] = [];
  const deal = (ranks: number[], suits: number[]) => {
    const card = shoe();
    ranks.push(card.rank);
    suits.push(card.suit);
    return card.rank;
  };
  deal(player, playerSuits);
  deal(player, playerSuits);
  deal(banker, bankerSuits);
  deal(banker, bankerSuits);
  const natural = total(player) >= 8 || total(banker) >= 8;
  let playerThird: number | undefined;
  if (!natural && total(player) <= 5) playerThird = deal(player, playerSuits);
  if (!natural && bankerDraws(total(banker), playerThird)) deal(banker, bankerSuits);
  const pt = total(player);
  const bt = total(banker);
  const outcome: BaccaratSide = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
  let win = 0;
  if (outcome === 'tie')
    win = side === 'tie' ? bet * 9 : bet; // player/banker bets push
  else if (outcome === side) win = side === 'banker' ? bet + Math.floor((bet * 95) / 100) : bet * 2;
  return { player, banker, playerSuits, bankerSuits, playerTotal: pt, bankerTotal: bt, outcome, win };
}
