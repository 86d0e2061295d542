import { DAY_MS, beijingMidnight } from '@app/shared';

/** Time source; tests inject a fixed or movable clock instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

// Beijing time itself is one module of @app/shared, shared with both consoles.
export {
  beijingDateCode,
  beijingDay,
  beijingDayStart,
  beijingMidnight,
  beijingMinuteOfDay,
  formatBeijing,
  formatBeijingHm,
} from '@app/shared';

/**
 * The records' date filter (spec 001 §2): 1 today, 2 within a week, 3 within half a month, 4 within
 * a month, counted in Beijing days. Anything else means no lower bound.
 */
export function sinceForDateCode(code: number | undefined, now: Date): number | undefined {
  const days = { 1: 0, 2: 6, 3: 14, 4: 29 }[code ?? 0];
  return days === undefined ? undefined : beijingMidnight(now) - days * DAY_MS;
}
