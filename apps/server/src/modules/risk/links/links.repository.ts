import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The signal columns a link is read from. */
export type SignalKey = 'device_id' | 'ip' | 'ip_prefix';

/** The linked-accounts reads over risk_signals; each lookup uses the (key, user_id) index. */
export const linksRepository = {
  /** The player's distinct values of `key` (non-empty), recorded since `since`, at most `limit`. */
  async ownValues(q: Q, userId: number, key: SignalKey, since: number, limit: number): Promise<string[]> {
    const rows = await q
      .selectFrom('risk_signals')
      .select(key)
      .distinct()
      .where('user_id', '=', userId)
      .where(key, '<>', '')
      .where('created_at', '>=', since)
      .limit(limit)
      .execute();
    return rows.map((r) => (r as Record<SignalKey, string>)[key]);
  },

  /** Other players who recorded one of `values` as `key` since `since`: each with their latest such time. */
  async sharing(q: Q, userId: number, key: SignalKey, values: string[], since: number, limit: number) {
    if (values.length === 0) return [];
    const rows = await q
      .selectFrom('risk_signals')
      .select(['user_id', (eb) => eb.fn.max('created_at').as('last')])
      .where(key, 'in', values)
      .where('user_id', '<>', userId)
      .where('created_at', '>=', since)
      .groupBy('user_id')
      .orderBy('last', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ userId: Number(r.user_id), last: Number(r.last) }));
  },

  /** Each player's latest recorded event, by id (players without one are left out). */
  async lastSeen(q: Q, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await q
      .selectFrom('risk_signals')
      .select(['user_id', (eb) => eb.fn.max('created_at').as('last')])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), Number(r.last)]));
  },
};
