import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const vipRepository = {
  levels(q: Q) {
    return q.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  },

  /**
   * Adds to the player's running totals (deposits, valid bets: what levels are reached by) and
   * answers them as they are now with the player's level, in one round trip.
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
      .returning((eb) => [
        'deposit_fen',
        'valid_bet_fen',
        eb.selectFrom('users').select('vip').whereRef('users.id', '=', 'player_stats.user_id').as('vip'),
      ])
      .executeTakeFirstOrThrow();
  },

  /** The player's level and running totals; a player with no deposit or bet yet has none stored. */
  progress(q: Q, userId: number) {
    return q
      .selectFrom('users as u')
      .leftJoin('player_stats as s', 's.user_id', 'u.id')
      .select(['u.vip', 's.deposit_fen', 's.valid_bet_fen'])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
  },

  /** Raises the player to `level`; one updated row when this call did (never a demotion). */
  promote(q: Q, userId: number, level: number) {
    return q
      .updateTable('users')
      .set({ vip: level })
      .where('id', '=', userId)
      .where('vip', '<', level)
      .executeTakeFirst();
  },
};
