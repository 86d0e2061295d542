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
  /** Exact player username (lower-case). */
  username?: string;
  /** Half-open range on the time the order was made (pending) or last changed (history). */
  from?: number;
  to?: number;
}

// Both tables have every column these queries name but `paytype`, which only a deposits filter sets;
// the queries are typed on deposits and their rows on the table asked for.
function filtered(q: Q, table: ReviewedTable, filter: ReviewQueueFilter) {
  const at = `o.${reviewListTime(filter.states)}` as const;
  let base = q
    .selectFrom(`${table} as o` as 'deposits as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .where('o.state', 'in', filter.states);
  if (filter.paytype) base = base.where('o.paytype', '=', filter.paytype);
  if (filter.username) base = base.where('u.username', '=', filter.username);
  if (filter.from !== undefined) base = base.where(at, '>=', filter.from);
  if (filter.to !== undefined) base = base.where(at, '<', filter.to);
  return base;
}

function page(q: Q, table: ReviewedTable, filter: ReviewQueueFilter, page: number, perPage: number) {
  const rows = filtered(q, table, filter)
    .leftJoin('accounts as w', (j) =>
      j.onRef('w.user_id', '=', 'o.user_id').on('w.kind', '=', 'main').on('w.platform', '=', ''),
    )
    .leftJoin('player_turnover as t', 't.user_id', 'o.user_id')
    .leftJoin('operators as r', 'r.id', 'o.reviewed_by')
    .selectAll('o')
    .select([
      'u.username',
      'u.realname',
      'u.vip',
      'u.status as user_status',
      'u.isblack',
      'u.birthday',
      'w.balance',
      't.required_fen',
      'r.username as reviewer',
    ]);
  return pageDescending(rows, [`o.${reviewListTime(filter.states)}` as const, 'o.id'], page, perPage);
}

/** An order with its player's name, VIP, flags, balance and turnover still required, and its reviewer. */
export type ReviewQueueRow<T extends ReviewedTable> = Selectable<DB[T]> &
  Omit<Awaited<ReturnType<typeof page>>[number], keyof DB['deposits']>;

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
): Promise<{ rows: ReviewQueueRow<T>[]; total: number }> {
  const { rows, total } = await withTotal(
    q,
    filtered(q, table, filter),
    page(q, table, filter, pageNo, perPage),
  );
  return { rows: rows as ReviewQueueRow<T>[], total };
}
