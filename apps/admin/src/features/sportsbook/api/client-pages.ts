import type { ListPage } from '@app/shared/admin-contract';
import { queryClient } from '../../../lib/query-client';

/** One page of a whole list held on the client, as the server pages its own lists. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): ListPage<T> {
  return { total: rows.length, data: rows.slice((page - 1) * perPage, page * perPage) };
}

/**
 * A ServerTable's `fetchPage` over an answer that is the whole list (not paged): the list is read
 * once for every page asked within a few seconds (the pages and the CSV export agree) and paged here.
 */
export function pagedOnClient<T>(queryKey: readonly unknown[], readAll: () => Promise<T[]>) {
  return (page: number, perPage: number) =>
    queryClient
      .fetchQuery({ queryKey: [...queryKey, 'whole'], queryFn: readAll, staleTime: 2_000 })
      .then((rows) => pageOf(rows, page, perPage));
}
