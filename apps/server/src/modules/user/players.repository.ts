import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Players' columns other modules ask for (through user.public.ts). */
export const playersRepository = {
  vipLevel(q: Q, userId: number) {
    return q.selectFrom('users').select('vip').where('id', '=', userId).executeTakeFirst();
  },

  /** Raises the player to `level`; one updated row when this call did (never a demotion). */
  raiseVip(q: Q, userId: number, level: number) {
    return q
      .updateTable('users')
      .set({ vip: level })
      .where('id', '=', userId)
      .where('vip', '<', level)
      .executeTakeFirst();
  },

  /** How many players stand at each VIP level. */
  countPerVip(q: Q) {
    return q
      .selectFrom('users')
      .select(['vip', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('vip')
      .execute();
  },
};
