import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;
/** The token table holds one row; a fresh token replaces it. */
const ROW = 1;

export const firstOperatorRepository = {
  /**
   * Stores a new token's hash unless another node stored one within `quietMs` (nodes starting
   * together issue one token); true when this call's token is the one that counts.
   */
  async issue(q: Q, tokenHash: string, now: number, ttlMs: number, quietMs: number): Promise<boolean> {
    const row = { token_hash: tokenHash, created_at: now, expires_at: now + ttlMs, used_at: null };
    const res = await q
      .insertInto('operator_setup_tokens')
      .values({ id: ROW, ...row })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(row)
          .where('operator_setup_tokens.created_at', '<', now - quietMs),
      )
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Whether the token is the live one (a cheap read before any hashing; claim() decides). */
  async isLive(q: Q, tokenHash: string, now: number): Promise<boolean> {
    const row = await q
      .selectFrom('operator_setup_tokens')
      .select('id')
      .where('id', '=', ROW)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Boolean(row);
  },

  /** Uses the token at most once: true only for the one call that claimed it while it was valid. */
  async claim(q: Q, tokenHash: string, now: number): Promise<boolean> {
    const res = await q
      .updateTable('operator_setup_tokens')
      .set({ used_at: now })
      .where('id', '=', ROW)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
};
