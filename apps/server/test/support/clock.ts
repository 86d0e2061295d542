import type { Clock } from '../../src/lib/clock.js';

/** A clock tests move by hand, so time windows are tested without waiting. */
export function testClock(
  start = new Date('2026-11-22T04:00:00Z'),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
}
