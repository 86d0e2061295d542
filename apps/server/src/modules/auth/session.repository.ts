import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SessionsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const sessionRepository = {
  insert(q: Q, row: Insertable<SessionsTable>) {
    return q.insertInto('sessions').values(row).execute();
  },

  /** A token's player and expiry, unless it was revoked. */
  findUnrevoked(q: Q, tokenHash: string) {
    return q
      .selectFrom('sessions')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  },

  /** The token hashes of the player's sessions not yet revoked (expired ones included). */
  async unrevokedHashes(q: Q, userId: number): Promise<string[]> {
    const rows = await q
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    return rows.map((r) => r.token_hash);
  },

  revokeHashes(q: Q, hashes: string[], now: number) {
    return q.updateTable('sessions').set({ revoked_at: now }).where('token_hash', 'in', hashes).execute();
  },

  revoke(q: Q, tokenHash: string, now: number) {
    return q
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  },

  /** The player's sessions neither revoked nor expired at `now`. */
  async activeCount(q: Q, userId: number, now: number): Promise<number> {
    const row = await q
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** When the session behind this token hash began (the login), and whose it is; revoked ones too. */
  start(q: Q, tokenHash: string) {
    return q
      .selectFrom('sessions')
      .select(['created_at', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },
};
