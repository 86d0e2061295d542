import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { REBATE_STATE } from '@app/shared';
import type { DB, RebatesTable } from '../../db/schema.js';
import { countCapped } from '../../db/count-capped.js';
import { pageDescending, type RecordsFilter } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export const rebatesRepository = {
  /** The player's rebate totals, one row per state. */
  sumsByState(q: Q, userId: number) {
    return q
      .selectFrom('rebates')
      .select(['state', (eb) => eb.fn.sum<number>('amount_fen').as('s')])
      .where('user_id', '=', userId)
      .groupBy('state')
      .execute();
  },

  /** Accrues rebates; a bet that accrued before (re-pulled) is a no-op by its unique key. */
  insertOnce(q: Q, rows: Insertable<RebatesTable>[]) {
    return q
      .insertInto('rebates')
      .values(rows)
      .onConflict((oc) => oc.columns(['provider', 'bet_id']).doNothing())
      .execute();
  },

  /** The records screen's page (the games' names are the service's to add). */
  list(q: Q, filter: RecordsFilter, page: number, perPage: number) {
    const rows = filtered(q, filter).select([
      'rebates.created_at',
      'rebates.updated_at',
      'rebates.amount_fen',
      'rebates.state',
      'rebates.platform',
      'rebates.game_code',
    ]);
    return pageDescending(rows, ['rebates.created_at', 'rebates.id'], page, perPage);
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: RecordsFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },

  /** Marks every pending rebate of the player claimed under `claimNo`. */
  claimPending(q: Q, userId: number, claimNo: string, now: number) {
    return q
      .updateTable('rebates')
      .set({ state: REBATE_STATE.claimed, claim_no: claimNo, updated_at: now })
      .where('user_id', '=', userId)
      .where('state', '=', REBATE_STATE.pending)
      .executeTakeFirst();
  },

  claimedTotal(q: Q, claimNo: string) {
    return q
      .selectFrom('rebates')
      .select(sql<number>`coalesce(sum(amount_fen), 0)`.as('s'))
      .where('claim_no', '=', claimNo)
      .executeTakeFirstOrThrow();
  },
};

function filtered(q: Q, filter: RecordsFilter) {
  let base = q.selectFrom('rebates').where('rebates.user_id', '=', filter.userId);
  if (filter.platform) base = base.where('rebates.platform', '=', filter.platform);
  if (filter.since !== undefined) base = base.where('rebates.created_at', '>=', filter.since);
  return base;
}
