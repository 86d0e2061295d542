import { randomInt } from 'node:crypto';

/** Every outcome comes from the operating system's cryptographic RNG, drawn on the server. */
export const rng = {
  int: (maxExclusive: number) => randomInt(maxExclusive),
  /** Index chosen with the given integer weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = randomInt(total);
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  },
};
export type Rng = typeof rng;
