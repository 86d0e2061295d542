import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, VipLevelsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const vipRepository = {
  levels(q: Q) {
    return q.selectFrom('vip_levels').selectAll().orderBy('level').execute();
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

  /**
   * Adds to the player's running totals (deposits, valid bets: what levels are reached by) and
   * answers them as they are now, in one round trip.
   */
  addTotals(q: Q, userId: number, add: { deposit: number; bets: number }, now: number) {
    const { deposit, bets } = add;
    return q
      .insertInto('player_stats')
      .values({ user_id: userId, deposit_fen: deposit, valid_bet_fen: bets, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          deposit_fen: eb('player_stats.deposit_fen', '+', deposit),
          valid_bet_fen: eb('player_stats.valid_bet_fen', '+', bets),
          updated_at: now,
        })),
      )
      .returning(['deposit_fen', 'valid_bet_fen'])
      .executeTakeFirstOrThrow();
  },

  /** The player's running totals; a player with no deposit or bet yet has none stored. */
  totals(q: Q, userId: number) {
    return q
      .selectFrom('player_stats')
      .select(['deposit_fen', 'valid_bet_fen'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** A level's name, or undefined when no such level is configured. */
  async levelName(q: Q, level: number): Promise<string | undefined> {
    const row = await q.selectFrom('vip_levels').select('name').where('level', '=', level).executeTakeFirst();
    return row?.name;
  },

  /** The player's valid bets counted so far, in fen (0 before the first). */
  async validBetTotal(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('player_stats')
      .select('valid_bet_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.valid_bet_fen) : 0;
  },
};
