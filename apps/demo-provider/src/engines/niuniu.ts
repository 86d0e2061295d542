import { deal, type Card } from './cards.js';
import { beats, MAX_HAND_MULTIPLE, rankHand, type NiuHand } from './niu-hands.js';
import type { Rng } from './rng.js';

/**
 * 抢庄牛牛 at a table of four: you and three computer seats (电脑, never passed off as people).
 * Everyone bids for the bank before the deal: 不抢 or 抢×1/×2/×3; the highest bid banks (a tie is
 * drawn among them; if nobody bids, one seat is drawn to bank at ×1). The others play against the
 * banker, each at their bet multiple (×1-×3, chosen before the deal too). Five cards each; every
 * player against the banker: the better hand (niu-hands.ts) wins
 *
 *   底注 × 庄家倍数 × 闲家下注倍数 × 赢家牌型倍数
 *
 * (无牛-牛6 ×1, 牛7-牛9 ×2, 牛牛 ×3, 五花牛 ×4, 炸弹牛/五小牛 ×5) from the loser. You play one
 * settlement as a player, three as the banker. Hands are dealt from one shuffled deck and nobody
 * chooses with sight of a card, so each settlement is even: your expected result is zero before
 * the house's 5% commission on what you win in a round. Its edge is therefore exactly 2.5% of the
 * valid bet, the amount won or lost (E[win⁺] = E[|win|]/2 when E[win] = 0).
 *
 * Money: the round holds back the most you could lose (every hand at ×5) as its stake and returns
 * it with the result: stake = exposure, win = exposure + your result (after commission).
 */
export const BIDS = [0, 1, 2, 3] as const;
export const BETS = [1, 2, 3] as const;
export const COMMISSION_PERCENT = 5;
export const SEATS = ['你', '电脑1', '电脑2', '电脑3'];

/** A bet choice: bid and bet multiple, as the page sends it ("b2x3": 抢×2, 下注×3). */
export const NIUNIU_CHOICES = BIDS.flatMap((b) => BETS.map((x) => `b${b}x${x}`));
export const parseChoice = (choice: string) => {
  const m = /^b([0-3])x([1-3])$/.exec(choice);
  return m ? { bid: Number(m[1]), bet: Number(m[2]) } : null;
};

export interface NiuSeat {
  name: string;
  bid: number;
  /** Bet multiple; the banker's plays no part. */
  bet: number;
  cards: Card[];
  hand: NiuHand;
  /** What the seat won (+) or lost (−) this round, in fen, before commission. */
  result: number;
}

export interface NiuniuResult {
  seats: NiuSeat[];
  /** The banker's seat (0 is you) and its multiple. */
  banker: number;
  bankerMultiple: number;
  /** Your result before commission, the commission taken, and what the round held back. */
  gross: number;
  commission: number;
  exposure: number;
  /** Returned to your wallet: exposure + gross − commission. */
  win: number;
}

/** The most a seat can lose: every hand it plays paying the top multiple against it. */
export function exposureOf(base: number, banker: number, bankerMultiple: number, bets: number[]): number {
  const facing = banker === 0 ? bets.slice(1).reduce((a, b) => a + b, 0) : bets[0]!;
  return base * bankerMultiple * facing * MAX_HAND_MULTIPLE;
}

/** Settles every player against the banker: results in fen, zero-sum across the table. */
export function settle(
  base: number,
  seats: Array<Pick<NiuSeat, 'bet' | 'cards'>>,
  banker: number,
  mult: number,
) {
  const results = seats.map(() => 0);
  seats.forEach((seat, i) => {
    if (i === banker) return;
    const bank = seats[banker]!;
    const won = beats(seat.cards, bank.cards);
    const amount = base * mult * seat.bet * rankHand(won ? seat.cards : bank.cards).multiple;
    results[i] = won ? amount : -amount;
    results[banker]! -= results[i]!;
  });
  return results;
}

/** The commission on a positive result (the house keeps the fraction of a fen). */
export const commissionOn = (gross: number) =>
  gross > 0 ? gross - Math.floor((gross * (100 - COMMISSION_PERCENT)) / 100) : 0;

export function playNiuniu(base: number, choice: { bid: number; bet: number }, r: Rng): NiuniuResult {
  const bids = [choice.bid, r.int(4), r.int(4), r.int(4)];
  const bets = [choice.bet, 1 + r.int(3), 1 + r.int(3), 1 + r.int(3)];
  const top = Math.max(...bids);
  const bidders = bids.flatMap((b, i) => (b === top ? [i] : []));
  const banker = bidders[r.int(bidders.length)]!;
  const bankerMultiple = Math.max(top, 1);
  const cards = deal(20, r);
  const hands = SEATS.map((_, i) => ({ bet: bets[i]!, cards: cards.slice(i * 5, i * 5 + 5) }));
  const results = settle(base, hands, banker, bankerMultiple);
  const seats = SEATS.map((name, i) => ({
    name,
    bid: bids[i]!,
    bet: bets[i]!,
    cards: hands[i]!.cards,
    hand: rankHand(hands[i]!.cards),
    result: results[i]!,
  }));
  const gross = results[0]!;
  const commission = commissionOn(gross);
  const exposure = exposureOf(base, banker, bankerMultiple, bets);
  return { seats, banker, bankerMultiple, gross, commission, exposure, win: exposure + gross - commission };
}
