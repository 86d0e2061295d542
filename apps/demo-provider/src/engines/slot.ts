import type { Rng } from './rng.js';

/**
 * A 5-reel, 3-row video slot, one engine for every slot title: each title (slot-titles/) brings its
 * own symbols, paytable, reel strips and number of paylines. A spin stops each reel at a random
 * position of its strip and shows three consecutive symbols. On each payline, three to five of a
 * kind from the leftmost reel pay the symbol's multiple of the line bet; the wild stands in for
 * every symbol but the scatter. Scatters pay a multiple of the whole stake wherever they land.
 * The return to player is computed exactly from the strips by `slotRtp()` (slot-rtp.ts).
 */
export interface SlotSymbolDef {
  id: string;
  /** The symbol's name in the paytable. */
  name: string;
  /** Pays for 3, 4 and 5 on a line, in line bets (for the scatter: 3, 4 and 5 anywhere, in stakes). */
  pays: [number, number, number];
}

export interface SlotTitle {
  code: string;
  name: string;
  /** Paylines played: the first `lines` of PAYLINES. Divides every stake, so a line bet is whole fen. */
  lines: number;
  /** Paying symbols, highest first; the wild is one of them (`wild`). */
  symbols: SlotSymbolDef[];
  wild: string;
  scatter?: SlotSymbolDef;
  /** Five reel strips of symbol ids, read top to bottom and round again. */
  reels: string[][];
}

export const ROWS = 3;
export const REELS = 5;

/** Rows crossed on reels 1-5. The first nine are the classic nine; 30-line titles play them all. */
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
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [0, 1, 2, 2, 2],
  [2, 1, 0, 0, 0],
  [0, 0, 0, 1, 2],
] as const;

/** Stakes every slot title takes, in fen: multiples of 90, so 5, 9, 10, 15 and 30 lines divide them. */
export const SLOT_STAKES = [90, 180, 450, 900, 1800, 4500, 9000];

export interface SlotResult {
  /** The title's code: the page draws its own symbols. Missing on rounds from before titles. */
  title?: string;
  grid: string[][]; // grid[reel][row]
  lines: Array<{ line: number; symbol: string; count: number; pay: number }>;
  /** Scatters on the grid and what they paid (fen), when the title has a scatter. */
  scatter?: { count: number; pay: number };
  /** Total win in fen for the whole bet. */
  win: number;
}

/**
 * What one payline pays, in line bets: the longest run from the left of one symbol (wilds standing
 * in); a run of wilds alone pays as wilds when that pays more. Null when nothing pays.
 */
export function lineWin(
  title: Pick<SlotTitle, 'symbols' | 'wild' | 'scatter'>,
  cells: readonly string[],
): { symbol: string; count: number; pays: number } | null {
  const { wild } = title;
  const payOf = (id: string, count: number) =>
    count >= 3 ? (title.symbols.find((s) => s.id === id)?.pays[count - 3] ?? 0) : 0;
  const first = cells.find((s) => s !== wild) ?? wild;
  let count = 0;
  if (first !== title.scatter?.id)
    while (count < cells.length && (cells[count] === first || cells[count] === wild)) count++;
  let wilds = 0;
  while (wilds < cells.length && cells[wilds] === wild) wilds++;
  const symbolPay = payOf(first, count);
  const wildPay = payOf(wild, wilds);
  if (wildPay > symbolPay) return { symbol: wild, count: wilds, pays: wildPay };
  return symbolPay > 0 ? { symbol: first, count, pays: symbolPay } : null;
}

/** The grid a spin shows: three symbols of each strip from its stop. */
export function gridAt(title: SlotTitle, stops: readonly number[]): string[][] {
  return title.reels.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/** Scatters anywhere on the grid. */
export const scatterCount = (title: SlotTitle, grid: string[][]) =>
  title.scatter ? grid.flat().filter((s) => s === title.scatter!.id).length : 0;

/** `bet` is the whole stake in fen, split evenly over the title's lines. */
export function spinSlot(title: SlotTitle, bet: number, r: Rng): SlotResult {
  const stops = title.reels.map((strip) => r.int(strip.length));
  const grid = gridAt(title, stops);
  const lineBet = Math.floor(bet / title.lines);
  const lines: SlotResult['lines'] = [];
  PAYLINES.slice(0, title.lines).forEach((rows, line) => {
    const hit = lineWin(
      title,
      rows.map((row, reel) => grid[reel]![row]!),
    );
    if (hit) lines.push({ line, symbol: hit.symbol, count: hit.count, pay: lineBet * hit.pays });
  });
  const result: SlotResult = { title: title.code, grid, lines, win: 0 };
  if (title.scatter) {
    const count = scatterCount(title, grid);
    const times = count >= 3 ? title.scatter.pays[Math.min(count, 5) - 3]! : 0;
    result.scatter = { count, pay: bet * times };
  }
  result.win = lines.reduce((a, l) => a + l.pay, 0) + (result.scatter?.pay ?? 0);
  return result;
}
