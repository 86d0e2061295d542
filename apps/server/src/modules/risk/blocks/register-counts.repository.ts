import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const registerCountsRepository = {
  /**
   * Counts one registration for (day, kind, value) unless `cap` are counted already, in one
   * statement: the first of the day inserts 1, later ones add 1 only while under the cap. A
   * concurrent registration on another node waits on the row and then sees the new count, so the
   * cap holds exactly on both databases. True when counted (the registration may go on).
   */
  async claim(q: Q, key: { day: string; kind: 'ip' | 'device'; value: string }, cap: number) {
    const row = await q
      .insertInto('risk_register_counts')
      .values({ ...key, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['day', 'kind', 'value'])
          .doUpdateSet((eb) => ({ count: eb('risk_register_counts.count', '+', 1) }))
          .where('risk_register_counts.count', '<', cap),
      )
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
  },
};
