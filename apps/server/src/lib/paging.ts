import { LRUCache } from 'lru-cache';
import type { Paged } from '@app/shared';

/**
 * Lists count at most this many rows per filter (200 pages of 10): an exact count of a heavy
 * player's 100,000 records costs 0.6 ms on every page turn, eight times the page itself, and on a
 * phone nobody pages that far; a narrower date filter reaches older records.
 */
export const MAX_LISTED = 2_000;

export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * Players page through one filter at a time: the total for a (player, list, filter) is reused for
 * a few seconds instead of being counted on every page turn. A record added meanwhile shows at
 * once on page 1; only the page count can lag by those seconds.
 */
export function createCountCache(ttlMs = 10_000) {
  const cache = new LRUCache<string, number>({ max: 50_000, ttl: ttlMs });
  return async (key: string, count: () => Promise<number>): Promise<number> => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const total = await count();
    cache.set(key, total);
    return total;
  };
}
