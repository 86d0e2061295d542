import { sql, type Kysely, type SelectQueryBuilder, type StringReference, type Transaction } from 'kysely';
import { countJoinedCapped } from './count-capped.js';
import type { DB } from './schema.js';

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

type Counted = Parameters<typeof countJoinedCapped>[1];

/**
 * A page of a list and the list's total, counted up to MAX_LISTED: `filtered` is the list's rows
 * before any column, order or paging (it may join).
 */
export async function withTotal<D, TB extends keyof D, O>(
  q: Kysely<DB> | Transaction<DB>,
  filtered: SelectQueryBuilder<D, TB, object>,
  page: Promise<O[]>,
): Promise<{ total: number; rows: O[] }> {
  // Any filtered rows count the same way; the cast only widens what countJoinedCapped accepts.
  const counted = filtered.select(sql<number>`1`.as('one')) as unknown as Counted;
  const [total, rows] = await Promise.all([countJoinedCapped(q, counted), page]);
  return { total, rows };
}
