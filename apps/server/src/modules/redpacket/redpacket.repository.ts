import { type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, RedpacketDrawsTable, RedpacketTiersTable } from '../../db/schema.js';
import { pageDescending } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export const redpacketRepository = {
  /** Draws the player took on a campaign day. */
  drawsOn(q: Q, userId: number, day: number) {
    return q
      .selectFrom('redpacket_draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
  },

  /** Draws any of these accounts (one person's, risk control says) took on a campaign day. */
  drawsOfPerson(q: Q, userIds: readonly number[], day: number) {
    return q
      .selectFrom('redpacket_draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', 'in', [...userIds])
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
  },

  /** A draw under the next number of the day; the (user, day, seq) key refuses a second one. */
  insertDraw(q: Q, row: Insertable<RedpacketDrawsTable>) {
    return q.insertInto('redpacket_draws').values(row).execute();
  },

  tiers(q: Q) {
    return q.selectFrom('redpacket_tiers').selectAll().orderBy('deposit_min_fen').execute();
  },

  deleteTiers(q: Q) {
    return q.deleteFrom('redpacket_tiers').execute();
  },

  insertTiers(q: Q, tiers: Insertable<RedpacketTiersTable>[]) {
    return q.insertInto('redpacket_tiers').values(tiers).execute();
  },

  /** The welfare list's page, newest first. */
  listDraws(q: Q, userId: number, page: number, perPage: number) {
    const rows = q
      .selectFrom('redpacket_draws')
      .where('user_id', '=', userId)
      .select(['deposit_fen', 'amount_fen', 'created_at']);
    return pageDescending(rows, ['id'], page, perPage);
  },

  countDraws(q: Q, userId: number) {
    return q
      .selectFrom('redpacket_draws')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  },
};
