import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DB } from './schema.js';
import { MAX_LISTED } from '../lib/paging.js';

// Repositories' list totals: counting stops at MAX_LISTED (lib/paging.ts says why), so a page turn
// over a heavy player's records costs an index range scan, not a full count.

/** Rows matching `base`, counted up to MAX_LISTED: an index range scan that stops early. */
export async function countCapped<TB extends keyof DB>(
  q: Kysely<DB> | Transaction<DB>,
  base: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await q
    .selectFrom(
      base
        .select(sql<number>`1`.as('one'))
        .limit(MAX_LISTED)
        .as('t'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Rows of a joined query (which selects `1 as one`), counted up to MAX_LISTED: countCapped takes a
 * plain table.
 */
export async function countJoinedCapped(
  q: Kysely<DB> | Transaction<DB>,
  base: SelectQueryBuilder<never, never, { one: number }>,
): Promise<number> {
  const row = await q
    .selectFrom(base.limit(MAX_LISTED).as('t'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
