import { type Insertable, type Kysely, type Transaction } from 'kysely';
import type { BalanceAdjustmentsTable, DB } from '../../db/schema.js';
import { pageDescending, withTotal } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface AdjustmentFilter {
  state?: BalanceAdjustmentsTable['state'];
  userId?: number;
  from?: number;
  to?: number;
}

function filtered(q: Q, filter: AdjustmentFilter) {
  let base = q.selectFrom('balance_adjustments as a');
  if (filter.state) base = base.where('a.state', '=', filter.state);
  if (filter.userId !== undefined) base = base.where('a.user_id', '=', filter.userId);
  if (filter.from !== undefined) base = base.where('a.created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('a.created_at', '<', filter.to);
  return base;
}

export const adjustmentsRepository = {
  insert(q: Q, row: Insertable<BalanceAdjustmentsTable>) {
    return q.insertInto('balance_adjustments').values(row).returning('id').executeTakeFirstOrThrow();
  },

  byId(q: Q, id: number) {
    return q.selectFrom('balance_adjustments').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Moves a pending request on; the row when this call made the change (so two approvals pay once). */
  settle(
    q: Q,
    id: number,
    set: {
      state: 'posted' | 'rejected';
      reviewed_by: number;
      reviewed_at: number;
      review_note?: string;
      updated_at: number;
    },
  ) {
    return q
      .updateTable('balance_adjustments')
      .set(set)
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  },

  setBalances(q: Q, id: number, before: number, after: number) {
    return q
      .updateTable('balance_adjustments')
      .set({ balance_before: before, balance_after: after })
      .where('id', '=', id)
      .execute();
  },

  /** One page, newest first, and the total (up to MAX_LISTED); names are the service's to add. */
  list(q: Q, filter: AdjustmentFilter, page: number, perPage: number) {
    const base = filtered(q, filter);
    const rows = base.select([
      'a.id',
      'a.adjust_no',
      'a.user_id',
      'a.amount_fen',
      'a.reason_code',
      'a.note',
      'a.turnover_multiple',
      'a.state',
      'a.requested_by',
      'a.reviewed_by',
      'a.reviewed_at',
      'a.review_note',
      'a.balance_before',
      'a.balance_after',
      'a.created_at',
      'a.updated_at',
    ]);
    return withTotal(q, base, pageDescending(rows, ['a.id'], page, perPage));
  },
};
