import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Each player's protection settings (age confirmation, reality-check interval). */
export const playerSettingsRepository = {
  settings(q: Q, userId: number) {
    return q
      .selectFrom('player_protection')
      .select(['adult_confirmed_at', 'reality_check_minutes'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  upsertSettings(
    q: Q,
    userId: number,
    patch: { adult_confirmed_at?: number | null; reality_check_minutes?: number | null },
    now: number,
  ) {
    return q
      .insertInto('player_protection')
      .values({
        user_id: userId,
        adult_confirmed_at: null,
        reality_check_minutes: null,
        ...patch,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
      .execute();
  },
};
