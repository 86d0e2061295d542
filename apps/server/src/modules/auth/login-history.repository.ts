import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pageDescending, withTotal } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

/** A half-open range on the sign-in time. */
export interface LoginFilter {
  from?: number;
  to?: number;
}

/** The players' sign-ins as the back office lists them (auth.repository.ts records them). */
export const loginHistoryRepository = {
  /** One page of the player's sign-ins, newest first, and their total (capped). */
  page(q: Q, userId: number, filter: LoginFilter, page: number, perPage: number) {
    let base = q.selectFrom('login_history').where('user_id', '=', userId);
    if (filter.from !== undefined) base = base.where('created_at', '>=', filter.from);
    if (filter.to !== undefined) base = base.where('created_at', '<', filter.to);
    const rows = base.select(['id', 'ip', 'user_agent', 'created_at']);
    return withTotal(q, base, pageDescending(rows, ['created_at', 'id'], page, perPage));
  },
};
