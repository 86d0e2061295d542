import type { LegResult } from './lines.js';
import { MARGIN, priceWithMargin, type Odds } from './odds.js';

/** A market as a model prices it: each selection's fair effective probability (summing to 1). */
export interface FairMarket {
  key: string;
  /** The market's name on the board, e.g. 全场让球 -0.5/1. */
  name: string;
  margin?: number;
  selections: { key: string; label: string; p: number }[];
}

export interface PricedSelection {
  key: string;
  label: string;
  /** Null when not offered (too unlikely to price). */
  odds: Odds | null;
}

export interface PricedMarket {
  key: string;
  name: string;
  selections: PricedSelection[];
}

/** A model's fair markets priced with the book's margin. */
export function priceMarkets(markets: readonly FairMarket[]): PricedMarket[] {
  return markets.map((m) => {
    const prices = priceWithMargin(
      m.selections.map((s) => s.p),
      m.margin ?? MARGIN,
    );
    return {
      key: m.key,
      name: m.name,
      selections: m.selections.map((s, i) => ({ key: s.key, label: s.label, odds: prices[i]! })),
    };
  });
}

/**
 * What each sport's model provides. A market key carries its line (ah:-3, ou:10: quarters), so a
 * ticket's leg is settled from the key alone, whatever the board shows later.
 */
export interface SportModel<Params, State, Result> {
  /** The markets open at this state of the match. */
  markets(params: Params, state: State): FairMarket[];
  /** A leg's result from the final result; null when the market cannot be settled from it. */
  settle(marketKey: string, selectionKey: string, result: Result): LegResult | null;
  /** The market's name, for a ticket's leg after the board has moved on (some depend on the match). */
  marketName(marketKey: string, params?: Params): string;
}

/** Parses `kind:quarters` keys; NaN quarters when the key has none. */
export function splitKey(marketKey: string): { kind: string; q: number } {
  const [kind = '', q] = marketKey.split(':');
  return { kind, q: q === undefined ? Number.NaN : Number(q) };
}

/** Two-way weights (win, lose; pushes excluded) → effective probabilities summing to 1. */
export function twoWay(a: { win: number; lose: number }, b: { win: number; lose: number }) {
  const pa = a.win / (a.win + a.lose || 1);
  const pb = b.win / (b.win + b.lose || 1);
  const sum = pa + pb || 1;
  return [pa / sum, pb / sum] as const;
}

/** Of the candidate lines, the `count` around the most balanced one (fair price nearest evens). */
export function linesAround<T>(candidates: readonly T[], balance: (c: T) => number, count: number): T[] {
  let best = 0;
  candidates.forEach((c, i) => {
    if (Math.abs(balance(c) - 0.5) < Math.abs(balance(candidates[best]!) - 0.5)) best = i;
  });
  const from = Math.max(0, Math.min(candidates.length - count, best - Math.floor(count / 2)));
  return candidates.slice(from, from + count);
}
