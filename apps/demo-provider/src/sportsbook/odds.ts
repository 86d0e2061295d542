/**
 * Prices: decimal odds kept as integer hundredths (1.85 is 185), so that every payout is integer
 * arithmetic on fen. A market's fair prices come from a model (football.ts, basketball.ts,
 * esports.ts) as "effective probabilities": for a two-way line with pushes, the stake-weighted
 * chance of being paid, so that the fair effective probabilities of a market sum to 1.
 */
export type Odds = number;

/** The book's margin (overround) on every market: implied probabilities sum to 1 + MARGIN. */
export const MARGIN = 0.06;
/** Correct score and other many-way markets carry more, as every book does. */
export const WIDE_MARGIN = 0.2;
export const MIN_ODDS = 101;
export const MAX_ODDS = 10_000;
/** A selection the model gives less than this is not offered (its price would be capped). */
export const MIN_PROBABILITY = 0.01;

/**
 * Fair effective probabilities → prices with the margin spread proportionally (each implied
 * probability is the fair one times 1 + margin), rounded down to the hundredth like a book's price
 * board, never below MIN_ODDS. Null where a selection is too unlikely to offer.
 */
export function priceWithMargin(fair: readonly number[], margin: number): (Odds | null)[] {
  const total = fair.reduce((a, b) => a + b, 0);
  return fair.map((p) => {
    const q = (p / total) * (1 + margin);
    if (p / total < MIN_PROBABILITY) return null;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(100 / q)));
  });
}

/** Sum of 1/odds over offered prices: the market's implied book (1 + margin, less rounding). */
export const impliedBook = (prices: readonly (Odds | null)[]) =>
  prices.reduce<number>((sum, o) => (o === null ? sum : sum + 100 / o), 0);

/** Poisson probabilities P(k) for k = 0..max-1, the last cell holding the rest of the tail. */
export function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max - 1; k++) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}
