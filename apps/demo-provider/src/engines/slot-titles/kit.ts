import type { SlotSymbolDef, SlotTitle } from '../slot.js';

/** A paying symbol: id, name, and what 3, 4 and 5 of it pay. */
export const sym = (id: string, name: string, pays: [number, number, number]): SlotSymbolDef => ({
  id,
  name,
  pays,
});

/**
 * A reel strip from how many of each symbol it carries, each spread as evenly as it goes (smooth
 * weighted round robin): a symbol's copies stand about length/count apart, so a window of three
 * never shows the same scatter twice.
 */
export function spread(symbols: string[], counts: number[]): string[] {
  const total = counts.reduce((a, b) => a + b, 0);
  const current = counts.map(() => 0);
  const strip: string[] = [];
  for (let i = 0; i < total; i++) {
    let best = 0;
    counts.forEach((n, k) => {
      current[k]! += n;
      if (current[k]! > current[best]!) best = k;
    });
    current[best]! -= total;
    strip.push(symbols[best]!);
  }
  return strip;
}

export interface TitleSpec extends Omit<SlotTitle, 'reels' | 'wild'> {
  /** Per reel, how many of each symbol (in `symbols` order, then the scatter) its strip carries. */
  counts: number[][];
}

/** A title from its spec: the wild is its first symbol, WILD, and the strips are spread. */
export function title(spec: TitleSpec): SlotTitle {
  const { counts, ...rest } = spec;
  const ids = [...spec.symbols, ...(spec.scatter ? [spec.scatter] : [])].map((s) => s.id);
  return { ...rest, wild: spec.symbols[0]!.id, reels: counts.map((reel) => spread(ids, reel)) };
}
