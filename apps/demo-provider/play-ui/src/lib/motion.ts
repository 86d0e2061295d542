import { useEffect, useState } from 'react';

const query = () => window.matchMedia?.('(prefers-reduced-motion: reduce)');

/** Whether the player asked for less motion: reveals then show the result at once. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const q = query();
    if (!q) return;
    const change = () => setReduced(q.matches);
    q.addEventListener('change', change);
    return () => q.removeEventListener('change', change);
  }, []);
  return reduced;
}

/**
 * Steps run at their times (ms from now); cancel() stops those still to come. A reveal is a
 * timeline: with reduced motion every step runs at once, in order.
 */
export function timeline(steps: Array<[number, () => void]>, reduced: boolean): () => void {
  if (reduced) {
    for (const [, step] of steps) step();
    return () => {};
  }
  const timers = steps.map(([at, step]) => window.setTimeout(step, at));
  return () => timers.forEach((t) => window.clearTimeout(t));
}

/** Calls draw(t) every frame for `ms` (t from 0 to 1), then done(); returns a cancel. */
export function animate(ms: number, draw: (t: number) => void, done?: () => void): () => void {
  let frame = 0;
  const start = performance.now();
  const tick = (now: number) => {
    const t = Math.min(1, (now - start) / ms);
    draw(t);
    if (t < 1) frame = requestAnimationFrame(tick);
    else done?.();
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

export const easeOut = (t: number) => 1 - (1 - t) ** 3;
