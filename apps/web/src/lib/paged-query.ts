import type { Query } from '@tanstack/react-query';

/** A list's query without its page: two keys that differ only by page are the same list. */
function listOf(key: readonly unknown[]): string {
  const last = key.at(-1);
  if (typeof last !== 'object' || last === null) return JSON.stringify(key);
  const { page: _page, ...filters } = last as Record<string, unknown>;
  return JSON.stringify([...key.slice(0, -1), filters]);
}

/**
 * placeholderData for a paged list whose key ends in `{ page, ...filters }`: the page on screen
 * stays (dimmed) while the next page of the same list loads, so paging does not flash. A new tab or
 * filter shows loading instead: the old rows would be drawn under the new heading (a transfer in
 * shown as an outgoing -100.00 under 转出).
 */
export function keepWhilePaging(key: readonly unknown[]) {
  return <T>(previous: T | undefined, previousQuery?: Query<T, Error, T, readonly unknown[]>) =>
    previousQuery && listOf(previousQuery.queryKey) === listOf(key) ? previous : undefined;
}
