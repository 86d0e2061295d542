import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The player_turnover row: what a player must still bet before withdrawing. */
export const turnoverRepository = {
  add(q: Q, userId: number, fen: number, now: number) {
    return q
      .insertInto('player_turnover')
      .values({ user_id: userId, required_fen: fen, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ required_fen: sql`player_turnover.required_fen + ${fen}`, updated_at: now }),
      )
      .execute();
  },

  /** Takes `fen` off, never below zero; false when nothing was required (the common case). */
  async reduce(q: Q, userId: number, fen: number, now: number): Promise<boolean> {
    const result = await q
      .updateTable('player_turnover')
      .set({
        required_fen: sql`case when required_fen > ${fen} then required_fen - ${fen} else 0 end`,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where('required_fen', '>', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  addItem(q: Q, row: { user_id: number; kind: string; label: string; fen: number; now: number }) {
    return q
      .insertInto('turnover_items')
      .values({
        user_id: row.user_id,
        kind: row.kind,
        label: row.label.slice(0, 128),
        required_fen: row.fen,
        remaining_fen: row.fen,
        created_at: row.now,
      })
      .execute();
  },

  /** The player's items with something left, oldest first. */
  openItems(q: Q, userId: number) {
    return q
      .selectFrom('turnover_items')
      .select(['id', 'kind', 'label', 'required_fen', 'remaining_fen', 'created_at'])
      .where('user_id', '=', userId)
      .where('remaining_fen', '>', 0)
      .orderBy('id')
      .execute();
  },

  setItemRemaining(q: Q, id: number, remaining: number, now: number) {
    return q
      .updateTable('turnover_items')
      .set({ remaining_fen: remaining, cleared_at: remaining === 0 ? now : null })
      .where('id', '=', id)
      .execute();
  },

  remaining(q: Q, userId: number) {
    return q
      .selectFrom('player_turnover')
      .select('required_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** What each of these players must still bet, by id; a player with nothing stored is absent. */
  async remainingByIds(q: Q, userIds: readonly number[]): Promise<Map<number, number>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await q
      .selectFrom('player_turnover')
      .select(['user_id', 'required_fen'])
      .where('user_id', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), Number(r.required_fen)]));
  },
};
