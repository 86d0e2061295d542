import type { LegResult } from './lines.js';
import type { Odds } from './odds.js';

/**
 * What a ticket pays, in exact integer arithmetic: each leg's return is a fraction of its stake
 * (win: odds; half win: half at odds and half back; push or void: the stake back; half lose: half
 * back; lose: nothing), a parlay multiplies its legs (a void leg counts as odds 1.00, so the
 * parlay is re-priced without it), and the product is rounded down to the fen and capped.
 */
type Fraction = { num: bigint; den: bigint };

function legReturn(result: LegResult, odds: Odds): Fraction {
  switch (result) {
    case 'win':
      return { num: BigInt(odds), den: 100n };
    case 'half_win':
      return { num: BigInt(odds + 100), den: 200n };
    case 'push':
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_lose':
      return { num: 1n, den: 2n };
    case 'lose':
      return { num: 0n, den: 1n };
  }
}

export interface SettledLeg {
  odds: Odds;
  result: LegResult;
}

/** The payout of a ticket (single: one leg; parlay: several), in fen, at most `maxPayout`. */
export function ticketPayout(stake: number, legs: readonly SettledLeg[], maxPayout: number): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const r = legReturn(leg.result, leg.odds);
    num *= r.num;
    den *= r.den;
  }
  return Math.min(maxPayout, Number(num / den));
}

/** The odds a parlay is sold at: the product of its legs' odds, in hundredths, rounded down. */
export function parlayOdds(legs: readonly Odds[]): Odds {
  let num = 1n;
  let den = 1n;
  for (const o of legs) {
    num *= BigInt(o);
    den *= 100n;
  }
  return Number((num * 100n) / den);
}

/** A leg still open at cash-out: the price it was bought at and the price it stands at now. */
export interface OpenLeg {
  odds: Odds;
  current: Odds;
}

/** Cash-out keeps this share of the fair value: the book's margin on taking a ticket back. */
export const CASHOUT_KEEP = 0.95;

/**
 * The price to close a ticket now: its stake times, for each settled leg, what it returned, and for
 * each open leg its bought odds over its current odds (the current price already carries the
 * margin), less CASHOUT_KEEP's share, rounded down to the fen. Null when a leg has lost.
 */
export function cashoutValue(
  stake: number,
  settled: readonly SettledLeg[],
  open: readonly OpenLeg[],
  maxPayout: number,
): number | null {
  if (settled.some((l) => l.result === 'lose')) return null;
  let value = ticketPayout(stake, settled, Number.MAX_SAFE_INTEGER);
  for (const leg of open) value = (value * leg.odds) / leg.current;
  return Math.floor(Math.min(value, maxPayout) * CASHOUT_KEEP);
}
