import type { Rng } from './rng.js';

/**
 * A 5-reel, 3-row slot with 9 fixed paylines. Three to five of a kind from the leftmost reel pay
 * the symbol's multiple of the line bet; WILD substitutes for every other symbol. The published
 * return to player is computed exactly from the reel weights by `slotRtp()`.
 */
export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'WILD'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const WEIGHTS = [30, 26, 18, 12, 6, 3];
/** Pays for 3, 4 and 5 of a kind, in line bets. */
const PAYS: Record<SlotSymbol, [number, number, number]> = {
  CHERRY: [3, 9, 30],
  LEMON: [5, 12, 45],
  BELL: [9, 30, 100],
  BAR: [18, 70, 270],
  SEVEN: [45, 180, 900],
  WILD: [75, 380, 2250],
};
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
] as const;

export interface SlotResult {
  grid: SlotSymbol[][]; // grid[reel][row]
  lines: Array<{ line: number; symbol: SlotSymbol; count: number; pay: number }>;
  /** Total win in fen for the whole bet. */
  win: number;
}

function lineWin(symbols: SlotSymbol[]): { symbol: SlotSymbol; count: number } | null {
  const first: SlotSymbol = symbols.find((s) => s !== 'WILD') ?? 'WILD';
  let count = 0;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === 'WILD')) count++;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  const symbolPay = count >= 3 ? PAYS[first][count - 3]! : 0;
  // A run of wilds before a paying symbol pays as wilds when that pays more.
  if (wilds >= 3 && PAYS.WILD[wilds - 3]! > symbolPay) return { symbol: 'WILD', count: wilds };
  return count >= 3 ? { symbol: first, count } : null;
}

/** `bet` is the whole stake in fen, split evenly over the 9 lines (floored; remainder kept by the house). */
export function spinSlot(bet: number, r: Rng): SlotResult {
  const grid = Array.from({ length: 5 }, () =>
    Array.from({ length: 3 }, () => SLOT_SYMBOLS[r.weighted(WEIGHTS)]!),
  );
  const lineBet = Math.floor(bet / PAYLINES.length);
  const lines: SlotResult['lines'] = [];
  PAYLINES.forEach((rows, line) => {
    const hit = lineWin(rows.map((row, reel) => grid[reel]![row]!));
    if (hit) lines.push({ line, ...hit, pay: lineBet * PAYS[hit.symbol][hit.count - 3]! });
  });
  return { grid, lines, win: lines.reduce((a, l) => a + l.pay, 0) };
}

/**
 * Exact expected return of one line per unit line bet (all lines are alike by symmetry of
 * independent cells).
 */
export function slotRtp(): number {
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  const p = WEIGHTS.map((w) => w / total);
  let expected = 0;
  // Enumerate the 6^5 symbol sequences on a line.
  const idx = [0, 0, 0, 0, 0];
  for (let n = 0; n < 6 ** 5; n++) {
    let k = n;
    let prob = 1;
    for (let i = 0; i < 5; i++) {
      idx[i] = k % 6;
      k = Math.floor(k / 6);
      prob *= p[idx[i]!]!;
    }
    const hit = lineWin(idx.map((i) => SLOT_SYMBOLS[i]!));
    if (hit) expected += prob * PAYS[hit.symbol][hit.count - 3]!;
  }
  return expected;
}
