import type { Rng } from './rng.js';

/**
 * Crash with an automatic cash-out: the player picks a target multiplier before the round; the
 * rocket's crash point is drawn so that P(point ≥ m) = 0.97 / m; reaching the target pays stake ×
 * target. Return to player: 97% at every target.
 */
export const CRASH_TARGETS: Record<string, number> = { x1_5: 150, x2: 200, x3: 300, x5: 500, x10: 1000 };
const N = 1_000_000_000;
/** The highest crash point drawn, in hundredths (1000×). */
const CAP = 100_000;

export interface CrashResult {
  /** Crash point and target in hundredths of a multiple (235 = 2.35×). */
  crashAt: number;
  target: number;
  win: number;
}

export function playCrash(bet: number, choice: string, r: Rng): CrashResult {
  const target = CRASH_TARGETS[choice]!;
  const crashAt = Math.max(100, Math.min(CAP, Math.floor((97 * N) / (r.int(N) + 1))));
  return { crashAt, target, win: crashAt >= target ? (bet * target) / 100 : 0 };
}
