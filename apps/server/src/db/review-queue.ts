import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { reviewListTime } from '../lib/money-review.js';
import { pageDescending, withTotal } from './pages.js';
import type { DB } from './schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The players' money orders an operator reviews (lib/money-review.ts). */
export type ReviewedTable = 'deposits' | 'withdrawals';

export interface ReviewQueueFilter {
  states: number[];
  /** Deposits only: the payment type. */
  paytype?: string;
  /** The player's id (the back office filters by username: the service looks the id up). */
  userId?: number;
  /** Half-open range on the time the order was made (pending) or last changed (history). */
  from?: number;
  to?: number;
}

// Both tables have every column these queries name but `paytype`, which only a deposits filter sets;
// the queries are typed on deposits and their rows on the table asked for. Each table's owner calls
// this with its own table; the player and reviewer beside each order come from their owners.
function filtered(q: Q, table: ReviewedTable, filter: ReviewQueueFilter) {
  const at = `o.${reviewListTime(filter.states)}` as const;
  let base = q.selectFrom(`${table} as o` as 'deposits as o').where('o.state', 'in', filter.states);
  if (filter.paytype) base = base.where('o.paytype', '=', filter.paytype);
  if (filter.userId !== undefined) base = base.where('o.user_id', '=', filter.userId);
  if (filter.from !== undefined) base = base.where(at, '>=', filter.from);
  if (filter.to !== undefined) base = base.where(at, '<', filter.to);
  return base;
}

/**
 * A page of the review queue (pending orders, newest made first) or history (handled ones, last
 * changed first), and the total counted up to MAX_LISTED.
 */
export async function reviewQueue<T extends ReviewedTable>(
  q: Q,
  table: T,
  filter: ReviewQueueFilter,
  pageNo: number,
  perPage: number,
): Promise<{ rows: Selectable<DB[T]>[]; total: number }> {
  const base = filtered(q, table, filter);
  const order = [`o.${reviewListTime(filter.states)}` as const, 'o.id' as const];
  const { rows, total } = await withTotal(
    q,
    base,
    pageDescending(base.selectAll('o'), order, pageNo, perPage),
  );
  return { rows: rows as Selectable<DB[T]>[], total };
}

/** Sum and count per state of one player's orders (deposits or withdrawals). */
export function orderTotalsByState(q: Q, table: ReviewedTable, userId: number) {
  return q
    .selectFrom(table)
    .select([
      'state',
      (eb) => eb.fn.sum<number>('amount_fen').as('sum'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('user_id', '=', userId)
    .groupBy('state')
    .execute();
}
