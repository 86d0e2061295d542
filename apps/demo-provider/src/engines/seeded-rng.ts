import type { Rng } from './rng.js';

/**
 * A seeded generator (mulberry32) with the Rng interface: tests and benchmarks replay a draw from its
 * seed. Never used for a real outcome (those come from rng.ts).
 */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (max: number) => Math.floor(next() * max),
    weighted: (weights: readonly number[]) => {
      let r = next() * weights.reduce((x, y) => x + y, 0);
      for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) < 0) return i;
      return weights.length - 1;
    },
  };
}
