import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { MSG } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijingHm, type Clock } from '../../lib/clock.js';
import { verifyPassword } from '../../lib/passwords.js';
import { payPasswordCounters } from '../user/user.public.js';

const MAX_FAILURES = 5;
const LOCK_MS = 30 * 60_000;
/** A claim older than this was left by a node that stopped mid-check; it no longer holds a place. */
const STALE_CLAIM_MS = 60_000;
/** How long a check waits for a place while the player's other checks run (real time). */
const WAIT_MS = 10_000;

/**
 * A 6-digit payment password is guessable in 10^6 tries, so failures are counted per account on
 * the server and the password is locked for a while after five in a row. Every caller that
 * accepts a payment password (password change, card binding, withdrawal) goes through here.
 *
 * Each check first claims a place in the player's row, in one conditional UPDATE, before argon2
 * runs: failures plus checks in flight stay below five, on any number of API nodes. A burst of
 * parallel guesses therefore meets the lock after the fifth; a check that finds every place taken
 * waits for one, so a burst of honest requests (all with the right password) all pass, since each
 * success clears the count.
 */
export function createPayPasswordGuard(db: Kysely<DB>, clock: Clock) {
  function lockedError(until: number): AppError {
    return new AppError(MSG.payPasswordLocked(formatBeijingHm(new Date(until))));
  }

  /** Takes a place and returns the hash to check, or returns null when the places are taken. */
  async function claim(
    userId: number,
    now: number,
  ): Promise<{ hash: string } | { lockedUntil: number } | null> {
    const limits = { maxFailures: MAX_FAILURES, staleMs: STALE_CLAIM_MS };
    const row = await payPasswordCounters.claim(db, userId, now, limits);
    if (row) return { hash: row.pay_password_hash };
    const until = Number((await payPasswordCounters.lockedUntil(db, userId)) ?? 0);
    return until > now ? { lockedUntil: until } : null;
  }

  return {
    async verify(userId: number, plain: string): Promise<void> {
      const deadline = Date.now() + WAIT_MS;
      let place = await claim(userId, clock.now().getTime());
      while (place === null) {
        if (Date.now() > deadline) throw new AppError(MSG.tooManyRequests);
        await sleep(10 + Math.floor(Math.random() * 20));
        place = await claim(userId, clock.now().getTime());
      }
      if ('lockedUntil' in place) throw lockedError(place.lockedUntil);

      if (await verifyPassword(place.hash, plain)) {
        await payPasswordCounters.passed(db, userId);
        return;
      }
      const now = clock.now().getTime();
      const limits = { maxFailures: MAX_FAILURES, lockUntil: now + LOCK_MS };
      const after = await payPasswordCounters.failed(db, userId, limits);
      const until = Number(after.pay_locked_until ?? 0);
      if (until > now) throw lockedError(until);
      throw new AppError(`支付密码错误，还可尝试${MAX_FAILURES - after.pay_fail_count}次`);
    },
  };
}

export type PayPasswordGuard = ReturnType<typeof createPayPasswordGuard>;
