import { DAY_MS } from '@app/shared';
import { beijingDayStart } from './clock.js';

// The list schemas themselves (paging, day range) are the back-office contract's.
export { adminPaging, dayRange } from '@app/shared/admin-contract';

/** The range as half-open epoch ms [from, to): `to` is the day after the last day. */
export function dayRangeMs(range: { from?: string; to?: string }): { from?: number; to?: number } {
  return {
    from: range.from ? beijingDayStart(range.from) : undefined,
    to: range.to ? beijingDayStart(range.to) + DAY_MS : undefined,
  };
}
