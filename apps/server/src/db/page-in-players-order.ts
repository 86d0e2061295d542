import type { SelectQueryBuilder } from 'kysely';
import type { DB } from './schema.js';

/** Tables whose rows players see in `sort` order (activities, banners, notices). */
export type PlayerOrderedTable = 'activities' | 'banners' | 'notices';

/**
 * One page and the total, in the players' order: sort high to low, newest first among equals.
 * `select` picks the page's columns from `base` (the filtered rows).
 */
export async function pageInPlayersOrder<TB extends PlayerOrderedTable, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (rows: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  paging: { page: number; perPage: number },
): Promise<{ total: number; rows: O[] }> {
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    select(base)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}
