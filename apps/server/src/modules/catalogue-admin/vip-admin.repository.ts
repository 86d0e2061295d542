import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, VipLevelsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const vipAdminRepository = {
  /** How many players stand at each level. */
  playersPerLevel(q: Q) {
    return q
      .selectFrom('users')
      .select(['vip', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('vip')
      .execute();
  },

  /** Takes every level's row lock with a no-op write, so two operators' edits apply one after the other. */
  lockLevels(trx: Transaction<DB>) {
    return trx
      .updateTable('vip_levels')
      .set((eb) => ({ level: eb.ref('level') }))
      .execute();
  },

  updateLevel(q: Q, level: number, values: Updateable<VipLevelsTable>) {
    return q.updateTable('vip_levels').set(values).where('level', '=', level).execute();
  },
};
