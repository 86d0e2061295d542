import { lineWin, ROWS, type SlotTitle } from './slot.js';

/**
 * A title's exact return to player, from its reel strips alone (no simulation).
 *
 * Lines: a payline crosses one cell of each reel, and a reel's cell in any row shows each symbol
 * as often as the symbol is on the strip, independently of the other reels. So every line pays
 * the same on average: the sum over all symbol sequences of the product of their frequencies
 * times what the sequence pays (in line bets). The stake is split evenly over the lines, so that
 * average is the lines' share of the return.
 *
 * Scatters: each reel's count of scatters in its three-symbol window is counted over every stop;
 * the reels' counts are independent, so their distributions convolve into the grid's.
 */
export function slotRtp(title: SlotTitle): { lines: number; scatter: number; total: number } {
  const lines = lineReturn(title);
  const scatter = scatterReturn(title);
  return { lines, scatter, total: lines + scatter };
}

function lineReturn(title: SlotTitle): number {
  const perReel = title.reels.map((strip) => {
    const counts = new Map<string, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => ({ symbol, p: n / strip.length }));
  });
  let expected = 0;
  const cells: string[] = [];
  const walk = (reel: number, p: number) => {
    if (reel === perReel.length) {
      const hit = lineWin(title, cells);
      if (hit) expected += p * hit.pays;
      return;
    }
    for (const { symbol, p: q } of perReel[reel]!) {
      cells[reel] = symbol;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  return expected;
}

/** Probability of each number of scatters on the grid (index = count). */
export function scatterDistribution(title: SlotTitle): number[] {
  let dist = [1];
  for (const strip of title.reels) {
    const reel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === title.scatter?.id) n++;
      reel[n]! += 1 / strip.length;
    }
    const next = new Array<number>(dist.length + ROWS).fill(0);
    dist.forEach((a, i) => reel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

function scatterReturn(title: SlotTitle): number {
  if (!title.scatter) return 0;
  const pays = title.scatter.pays;
  return scatterDistribution(title).reduce((sum, p, count) => {
    const times = count >= 3 ? pays[Math.min(count, 5) - 3]! : 0;
    return sum + p * times;
  }, 0);
}
