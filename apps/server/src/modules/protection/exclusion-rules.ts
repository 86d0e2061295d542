import { addBeijingMonths, DAY_MS, type ExclusionDuration, type ExclusionItem } from '@app/shared';
import type { ExclusionRow } from './exclusions.repository.js';
import { at, atOrNull } from './wire-format.js';

/** When an exclusion of `duration` taken at `start` ends; null for a permanent one. */
export function exclusionEnd(duration: ExclusionDuration, start: number): number | null {
  switch (duration) {
    case '24h':
      return start + DAY_MS;
    case '7d':
      return start + 7 * DAY_MS;
    case '30d':
      return start + 30 * DAY_MS;
    case '6m':
      return addBeijingMonths(start, 6);
    case '1y':
      return addBeijingMonths(start, 12);
    case '5y':
      return addBeijingMonths(start, 60);
    case 'permanent':
      return null;
  }
}

/** Whether the exclusion is in force at `t`. */
export const inForce = (r: ExclusionRow, t: number) =>
  r.starts_at <= t && (r.ends_at === null || r.ends_at > t);

/** The one that lasts longest among exclusions in force (a permanent one wins). */
export function longest(rows: ExclusionRow[]): ExclusionRow | null {
  let best: ExclusionRow | null = null;
  for (const r of rows) {
    if (!best || r.ends_at === null || (best.ends_at !== null && r.ends_at > best.ends_at)) best = r;
    if (best.ends_at === null) break;
  }
  return best;
}

export function exclusionItem(r: ExclusionRow, t: number): ExclusionItem {
  return {
    id: r.id,
    kind: r.kind,
    duration: r.duration as ExclusionDuration,
    starts_at: at(r.starts_at),
    ends_at: atOrNull(r.ends_at),
    active: inForce(r, t),
  };
}
