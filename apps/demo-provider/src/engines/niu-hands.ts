import type { Card } from './cards.js';

/**
 * 牛牛 hands, as 抢庄牛牛's rules publish them. A card counts its rank, J Q K count 10. Three cards
 * summing to a multiple of ten make a 牛; the other two, mod ten, give 牛1…牛9, or 牛牛 at zero;
 * no such three is 无牛. Above 牛牛 come three special hands: 五花牛 (five J/Q/K), 炸弹牛 (four of a
 * rank) and 五小牛 (five cards under 5 adding up to 10 or less), in that order, the highest a hand
 * qualifies for. Equal hands go to the higher top card: K high, A low, then ♠ ♥ ♣ ♦ (炸弹牛 to
 * the higher four first). Nothing ties.
 */
export const HAND_RANK = { none: 0, niuniu: 10, wuhua: 11, bomb: 12, wuxiao: 13 } as const;

/** The multiple a winning hand is paid at, by rank (0 无牛 … 10 牛牛, 11-13 the specials). */
export const HAND_MULTIPLE = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 4, 5, 5] as const;
/** The highest multiple any hand pays: what a round must hold back to cover a loss. */
export const MAX_HAND_MULTIPLE = 5;

export interface NiuHand {
  /** 0 无牛, 1-9 牛N, 10 牛牛, 11 五花牛, 12 炸弹牛, 13 五小牛. */
  rank: number;
  name: string;
  multiple: number;
  /** The three cards making ten (indices into the hand), for 牛1-牛牛. */
  three?: [number, number, number];
}

const points = (c: Card) => Math.min(c.rank, 10);
const NAMES = [
  '无牛',
  '牛1',
  '牛2',
  '牛3',
  '牛4',
  '牛5',
  '牛6',
  '牛7',
  '牛8',
  '牛9',
  '牛牛',
  '五花牛',
  '炸弹牛',
  '五小牛',
];

/** The best 牛 of five cards: value 0 (无牛) to 10 (牛牛), and the three making ten. */
export function bestNiu(hand: Card[]): { value: number; three?: [number, number, number] } {
  let best: { value: number; three?: [number, number, number] } = { value: 0 };
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++) {
        if ((points(hand[a]!) + points(hand[b]!) + points(hand[c]!)) % 10 !== 0) continue;
        const rest =
          hand.filter((_, i) => i !== a && i !== b && i !== c).reduce((s, x) => s + points(x), 0) % 10;
        const value = rest === 0 ? 10 : rest;
        if (value > best.value) best = { value, three: [a, b, c] };
      }
  return best;
}

/** The value of a hand's 牛 alone (0 无牛 … 10 牛牛), specials aside. */
export const niuValue = (hand: Card[]) => bestNiu(hand).value;

/** The rank of four of a kind in the hand, or 0. */
function fourOf(hand: Card[]): number {
  for (const c of hand) if (hand.filter((x) => x.rank === c.rank).length === 4) return c.rank;
  return 0;
}

export function rankHand(hand: Card[]): NiuHand {
  const make = (rank: number, three?: [number, number, number]): NiuHand => ({
    rank,
    name: NAMES[rank]!,
    multiple: HAND_MULTIPLE[rank]!,
    ...(three ? { three } : {}),
  });
  if (hand.every((c) => c.rank < 5) && hand.reduce((s, c) => s + c.rank, 0) <= 10)
    return make(HAND_RANK.wuxiao);
  if (fourOf(hand)) return make(HAND_RANK.bomb);
  if (hand.every((c) => c.rank > 10)) return make(HAND_RANK.wuhua);
  const { value, three } = bestNiu(hand);
  return make(value, three);
}

/** A number ordering hands: rank, then (炸弹牛) the four's rank, then the top card. */
export function handKey(hand: Card[]): number {
  const top = Math.max(...hand.map((c) => c.rank * 4 + c.suit));
  return (rankHand(hand).rank * 14 + fourOf(hand)) * 100 + top;
}

/** Whether hand `a` beats hand `b` (never a tie: two hands never share a card). */
export const beats = (a: Card[], b: Card[]) => handKey(a) > handKey(b);
