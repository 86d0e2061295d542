import type { SelectQueryBuilder, StringReference } from 'kysely';

// The lists' page queries: `page` counts from 1, `perPage` rows a page.

/** Page `page` of `rows`, in the order they already have. */
export function pageRows<D, TB extends keyof D, O>(
  rows: SelectQueryBuilder<D, TB, O>,
  page: number,
  perPage: number,
): Promise<O[]> {
  return rows
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

/** Page `page` of `rows`, high to low on each of `by` in turn (a time, then the id among equals). */
export function pageDescending<D, TB extends keyof D, O>(
  rows: SelectQueryBuilder<D, TB, O>,
  by: StringReference<D, TB>[],
  page: number,
  perPage: number,
): Promise<O[]> {
  return pageRows(
    by.reduce((ordered, column) => ordered.orderBy(column, 'desc'), rows),
    page,
    perPage,
  );
}

/** The records screen's filter: the player's rows, of one platform (where rows have one), since a time. */
export interface RecordsFilter {
  userId: number;
  platform?: string;
  since?: number;
}
