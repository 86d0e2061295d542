import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Each player's protection settings (age confirmation, reality-check interval) and what they read. */
export const playerSettingsRepository = {
  settings(q: Q, userId: number) {
    return q
      .selectFrom('player_protection')
      .select(['adult_confirmed_at', 'reality_check_minutes'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** The birthday the player saved ('' or null when none): an under-18 one stops play. */
  async birthday(q: Q, userId: number): Promise<string | null> {
    const row = await q.selectFrom('users').select('birthday').where('id', '=', userId).executeTakeFirst();
    return row?.birthday ?? null;
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

  /** When the session behind this token hash began (the login), or undefined. */
  sessionStart(q: Q, tokenHash: string) {
    return q
      .selectFrom('sessions')
      .select(['created_at', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Stakes, wins and refunds posted to the player's wallets since `since` (both wallet modes). */
  async gameNet(q: Q, userId: number, since: number): Promise<number> {
    const rows = await q
      .selectFrom('ledger_journals')
      .select(['reason', (eb) => eb.fn.sum<number>('amount').as('total')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .where('reason', 'in', ['bet', 'win', 'rollback'])
      .groupBy('reason')
      .execute();
    return rows.reduce((net, r) => net + (r.reason === 'bet' ? -Number(r.total) : Number(r.total)), 0);
  },
};
