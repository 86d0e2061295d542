import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from './cards.js';
import { beats, HAND_MULTIPLE, rankHand } from './niu-hands.js';
import { commissionOn, exposureOf, NIUNIU_CHOICES, parseChoice, playNiuniu, settle } from './niuniu.js';
import { seeded } from './seeded-rng.js';

const c = (rank: number, suit = 0): Card => ({ rank, suit });
const hand = (...ranks: number[]) => ranks.map((r, i) => c(r, i % 4));

/** Five distinct cards of a deck, as fast-check draws them. */
const cards = (n: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: n, maxLength: n })
    .map((ids) => ids.map((id) => c((id % 13) + 1, Math.floor(id / 13))));

/** Every 5-card hand of the deck, by its ranks (the hand's kind depends on ranks alone), weighted. */
function* rankMultisets(): Generator<{ ranks: number[]; ways: number }> {
  const choose = (n: number, k: number) => {
    let r = 1;
    for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
    return r;
  };
  const ranks: number[] = [];
  function* walk(from: number): Generator<{ ranks: number[]; ways: number }> {
    if (ranks.length === 5) {
      const counts = new Map<number, number>();
      for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
      if ([...counts.values()].some((n) => n > 4)) return;
      yield { ranks: [...ranks], ways: [...counts.values()].reduce((w, n) => w * choose(4, n), 1) };
      return;
    }
    for (let r = from; r <= 13; r++) {
      ranks.push(r);
      yield* walk(r);
      ranks.pop();
    }
  }
  yield* walk(1);
}

describe('抢庄牛牛 hands', () => {
  it('rank every hand of the deck as the rules say, counted against independent reckonings', () => {
    const count = new Array<number>(14).fill(0);
    let total = 0;
    for (const { ranks, ways } of rankMultisets()) {
      const h = rankHand(ranks.map((r, i) => c(r, i % 4)));
      count[h.rank]! += ways;
      total += ways;
      if (h.rank > 10) continue;
      // A 牛 exists iff two cards' points match the five's total mod 10 (the other three make ten);
      // then its value is the total mod 10 whichever three are taken (0 is 牛牛).
      const sum = ranks.reduce((s, r) => s + Math.min(r, 10), 0);
      let niu = false;
      for (let a = 0; a < 5; a++)
        for (let b = a + 1; b < 5; b++)
          if ((Math.min(ranks[a]!, 10) + Math.min(ranks[b]!, 10)) % 10 === sum % 10) niu = true;
      expect(h.rank).toBe(niu ? sum % 10 || 10 : 0);
    }
    expect(total).toBe(2_598_960);
    // 炸弹牛: 13 × 48 fours of a kind, less the 16 that are 五小牛 (AAAA+2/3/4, 2222+A).
    expect(count[12]).toBe(13 * 48 - 16);
    // 五花牛: five of the 12 court cards, less their 24 fours of a kind.
    expect(count[11]).toBe(792 - 24);
    // 五小牛: counted card by card over A-4.
    let small = 0;
    const low = Array.from({ length: 16 }, (_, i) => c((i % 4) + 1, Math.floor(i / 4)));
    const pick = (from: number, left: number, sum: number): void => {
      if (sum > 10) return;
      if (left === 0) return void small++;
      for (let i = from; i < low.length; i++) pick(i + 1, left - 1, sum + low[i]!.rank);
    };
    pick(0, 5, 0);
    expect(count[13]).toBe(small);
  });

  it('names and pays them: 牛7-牛9 ×2, 牛牛 ×3, 五花牛 ×4, 炸弹牛 and 五小牛 ×5', () => {
    expect(rankHand(hand(3, 7, 10, 5, 5))).toMatchObject({ name: '牛牛', multiple: 3 });
    expect(rankHand(hand(2, 8, 13, 4, 4))).toMatchObject({ name: '牛8', multiple: 2 });
    expect(rankHand(hand(1, 2, 7, 5, 6))).toMatchObject({ name: '牛1', multiple: 1 });
    expect(rankHand(hand(1, 1, 2, 2, 9))).toMatchObject({ name: '无牛', multiple: 1 });
    expect(rankHand(hand(11, 12, 13, 11, 12))).toMatchObject({ name: '五花牛', multiple: 4 });
    expect(rankHand([c(9, 0), c(9, 1), c(9, 2), c(9, 3), c(13)])).toMatchObject({
      name: '炸弹牛',
      multiple: 5,
    });
    expect(rankHand(hand(1, 2, 3, 1, 2))).toMatchObject({ name: '五小牛', multiple: 5 });
    expect(HAND_MULTIPLE).toHaveLength(14);
  });

  it('order any two hands one way only, the higher kind first, then the top card', () => {
    fc.assert(
      fc.property(cards(15), (deal) => {
        const [a, b, d] = [deal.slice(0, 5), deal.slice(5, 10), deal.slice(10, 15)];
        expect(beats(a, b)).toBe(!beats(b, a));
        const [ra, rb] = [rankHand(a).rank, rankHand(b).rank];
        if (ra !== rb) expect(beats(a, b)).toBe(ra > rb);
        if (beats(a, b) && beats(b, d)) expect(beats(a, d)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // Equal hands: the top card decides, K high and A low, then the suit.
    expect(beats(hand(10, 10, 13, 2, 1), hand(10, 11, 12, 2, 1))).toBe(true);
    expect(beats([c(13, 3), c(10), c(10), c(5), c(5)], [c(13, 2), c(10), c(10), c(5), c(5)])).toBe(true);
  });
});

describe('抢庄牛牛 settlement', () => {
  it("pays 底注 × 庄倍 × 下注倍 × the winner's multiple, zero-sum, even in expectation", () => {
    fc.assert(
      fc.property(
        cards(20),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        (deal, banker, mult, bets) => {
          const seats = bets.map((bet, i) => ({ bet, cards: deal.slice(i * 5, i * 5 + 5) }));
          const results = settle(100, seats, banker, mult);
          expect(results.reduce((a, b) => a + b, 0)).toBe(0);
          seats.forEach((s, i) => {
            if (i === banker) return;
            const winner = beats(s.cards, seats[banker]!.cards) ? s.cards : seats[banker]!.cards;
            expect(Math.abs(results[i]!)).toBe(100 * mult * s.bet * rankHand(winner).multiple);
            // Swapping the two hands turns the result round: the deal being random, the mean is zero.
            const swapped = seats.map((x, j) =>
              j === i ? { ...x, cards: seats[banker]!.cards } : j === banker ? { ...x, cards: s.cards } : x,
            );
            expect(settle(100, swapped, banker, mult)[i]).toBe(-results[i]!);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('holds back enough to cover any loss, and returns it with the result less 5% of a win', () => {
    const rng = seeded(27);
    let commission = 0;
    let valid = 0;
    for (let i = 0; i < 20_000; i++) {
      const choice = parseChoice(NIUNIU_CHOICES[i % NIUNIU_CHOICES.length]!)!;
      const r = playNiuniu(200, choice, rng);
      expect(-r.gross).toBeLessThanOrEqual(r.exposure);
      expect(r.exposure).toBe(
        exposureOf(
          200,
          r.banker,
          r.bankerMultiple,
          r.seats.map((s) => s.bet),
        ),
      );
      expect(r.commission).toBe(commissionOn(r.gross));
      expect(r.win).toBe(r.exposure + r.gross - r.commission);
      if (r.gross > 0) expect(r.commission).toBe(r.gross * 0.05);
      expect(r.bankerMultiple).toBe(Math.max(1, ...r.seats.map((s) => s.bid)));
      expect(r.seats[r.banker]!.bid).toBe(Math.max(...r.seats.map((s) => s.bid)));
      commission += r.commission;
      valid += Math.abs(r.gross);
    }
    // The house's edge: 5% of wins, half of what changes hands, 2.5% of the valid bet.
    expect(commission / valid).toBeGreaterThan(0.0235);
    expect(commission / valid).toBeLessThan(0.0265);
  });

  it('plays the chosen bid and bet: the banker at the top bid, you at your multiple', () => {
    // Every seat bids 3, bets ×3, and the draw among the four goes to you: you bank at ×3.
    const draws = [3, 3, 3, 2, 2, 2, 0];
    const all3 = { int: () => draws.shift() ?? 0, weighted: () => 0 };
    const r = playNiuniu(100, { bid: 3, bet: 1 }, all3);
    expect(r.banker).toBe(0);
    expect(r.bankerMultiple).toBe(3);
    expect(r.exposure).toBe(100 * 3 * (3 + 3 + 3) * 5);
    expect(r.seats[0]!.result).toBe(r.gross);
  });
});
