import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const authRepository = {
  /** A sign-in's place in the login history (the player's row records the latest: user.public.ts). */
  addLoginHistory(db: Q, userId: number, ip: string, userAgent: string, now: number) {
    return db
      .insertInto('login_history')
      .values({ user_id: userId, ip, user_agent: userAgent, created_at: now })
      .execute();
  },

  // login failures
  countFailures(db: Q, username: string, since: number) {
    return db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
      .where('username', '=', username)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
  },

  async addFailure(db: Q, username: string, ip: string, now: number): Promise<number> {
    const row = await db
      .insertInto('login_failures')
      .values({ username, ip, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  deleteFailure(db: Q, id: number) {
    return db.deleteFrom('login_failures').where('id', '=', id).execute();
  },

  /** All of the name's failures, or with `upToId` those counted no later than that one. */
  clearFailures(db: Q, username: string, upToId?: number) {
    let q = db.deleteFrom('login_failures').where('username', '=', username);
    if (upToId !== undefined) q = q.where('id', '<=', upToId);
    return q.execute();
  },

  // trusted devices
  findTrustedDevice(db: Q, tokenHash: string) {
    return db
      .selectFrom('trusted_devices')
      .select(['id', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  addTrustedDevice(db: Q, userId: number, tokenHash: string, now: number) {
    return db
      .insertInto('trusted_devices')
      .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now })
      .execute();
  },

  touchTrustedDevice(db: Q, id: number, now: number) {
    return db.updateTable('trusted_devices').set({ last_used_at: now }).where('id', '=', id).execute();
  },

  // captchas
  insertCaptcha(db: Q, id: string, answer: string, expiresAt: number) {
    return db.insertInto('captchas').values({ id, answer, expires_at: expiresAt }).execute();
  },

  /** Deletes and returns the challenge: each one answers exactly one attempt. */
  takeCaptcha(db: Q, id: string) {
    return db
      .deleteFrom('captchas')
      .where('id', '=', id)
      .returning(['answer', 'expires_at'])
      .executeTakeFirst();
  },

  purgeExpiredCaptchas(db: Q, now: number) {
    return db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  },
};
