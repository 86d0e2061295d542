import type { Rng } from './rng.js';

/**
 * Punto Banco from an 8-deck shoe reshuffled every round, standard third-card rules. Player pays
 * 1:1, banker 0.95:1, tie 8:1 (player and banker bets push on a tie). Published return to player:
 * banker 98.94%, player 98.76%, tie 85.64%.
 */
export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_RTP: Record<BaccaratSide, number> = { banker: 0.9894, player: 0.9876, tie: 0.8564 };

export interface BaccaratResult {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratSide;
  win: number;
}

const DECKS = 8;
const value = (rank: number) => (rank >= 10 ? 0 : rank); // ranks 1..13; 10, J, Q, K count 0
const total = (cards: number[]) => cards.reduce((a, c) => a + value(c), 0) % 10;

function drawShoe(r: Rng) {
  const counts = new Array(14).fill(DECKS * 4);
  let left = DECKS * 52;
  return () => {
    let pick = r.int(left);
    for (let rank = 1; rank <= 13; rank++) {
      pick -= counts[rank];
      if (pick < 0) {
        counts[rank]--;
        left--;
        return rank;
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
  const draw = drawShoe(r);
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = total(player) >= 8 || total(banker) >= 8;
  let playerThird: number | undefined;
  if (!natural && total(player) <= 5) {
    playerThird = draw();
    player.push(playerThird);
  }
  if (!natural && bankerDraws(total(banker), playerThird)) banker.push(draw());
  const pt = total(player);
  const bt = total(banker);
  const outcome: BaccaratSide = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
  let win = 0;
  if (outcome === 'tie')
    win = side === 'tie' ? bet * 9 : bet; // player/banker bets push
  else if (outcome === side) win = side === 'banker' ? bet + Math.floor((bet * 95) / 100) : bet * 2;
  return { player, banker, playerTotal: pt, bankerTotal: bt, outcome, win };
}
