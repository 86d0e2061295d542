import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Gives back the place a check claimed. */
const release = sql<number>`case when pay_pending > 0 then pay_pending - 1 else 0 end`;

/**
 * The payment-password counters on the player's row (auth/pay-password.guard.ts says how they are
 * used; it reaches them through user.public.ts).
 */
export const payPasswordRepository = {
  /**
   * Claims a place for one check, in one conditional UPDATE, and returns the hash to check; nothing
   * when the password is locked or failures plus fresh claims reach `maxFailures`. Claims made
   * before `now - staleMs` no longer count.
   */
  claim(q: Q, userId: number, now: number, limits: { maxFailures: number; staleMs: number }) {
    const lockOver = sql<boolean>`pay_locked_until is not null`;
    const failures = sql<number>`case when ${lockOver} then 0 else pay_fail_count end`;
    const fresh = sql<boolean>`pay_pending_at is not null and pay_pending_at >= ${now - limits.staleMs}`;
    const pending = sql<number>`case when ${fresh} then pay_pending else 0 end`;
    return q
      .updateTable('users')
      .set({
        // Rows past the where clause are unlocked: a lock still set has just expired.
        pay_fail_count: failures,
        pay_locked_until: null,
        pay_pending: sql<number>`${pending} + 1`,
        pay_pending_at: now,
      })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('pay_locked_until', 'is', null), eb('pay_locked_until', '<=', now)]))
      .where(sql<boolean>`${failures} + ${pending} < ${limits.maxFailures}`)
      .returning('pay_password_hash')
      .executeTakeFirst();
  },

  /** A right password: the place is given back and the failures are forgotten. */
  passed(q: Q, userId: number) {
    return q
      .updateTable('users')
      .set({ pay_pending: release, pay_fail_count: 0 })
      .where('id', '=', userId)
      .execute();
  },

  /**
   * A wrong password: the place is given back and the failure counted; the one that reaches
   * `maxFailures` resets the count and locks the password until `lockUntil`.
   */
  failed(q: Q, userId: number, limits: { maxFailures: number; lockUntil: number }) {
    const reached = sql<boolean>`pay_fail_count + 1 >= ${limits.maxFailures}`;
    const lockUntil = limits.lockUntil;
    return q
      .updateTable('users')
      .set({
        pay_pending: release,
        pay_fail_count: sql<number>`case when ${reached} then 0 else pay_fail_count + 1 end`,
        pay_locked_until: sql<number>`case when ${reached} then ${lockUntil} else pay_locked_until end`,
      })
      .where('id', '=', userId)
      .returning(['pay_fail_count', 'pay_locked_until'])
      .executeTakeFirstOrThrow();
  },

  /** Until when the payment password is locked (null when it never was). */
  async lockedUntil(q: Q, userId: number): Promise<number | null> {
    const row = await q
      .selectFrom('users')
      .select('pay_locked_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.pay_locked_until === null ? null : Number(row.pay_locked_until);
  },
};
