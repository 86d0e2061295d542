import type { Kysely } from 'kysely';
import { MSG } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijingHm, type Clock } from '../../lib/clock.js';
import { createKeyedMutex } from '../../lib/keyed-mutex.js';
import { verifyPassword } from '../../lib/passwords.js';

const MAX_FAILURES = 5;
const LOCK_MS = 30 * 60_000;

/**
 * A 6-digit payment password is guessable in 10^6 tries, so failures are counted per account on
 * the server and the password is locked for a while after five in a row. Every caller that
 * accepts a payment password (password change, card binding, withdrawal) goes through here.
 *
 * A player's checks run one at a time, so a burst of parallel guesses meets the lock after the
 * fifth, while a burst of honest requests (all with the right password) all pass.
 */
export function createPayPasswordGuard(db: Kysely<DB>, clock: Clock) {
  const oneAtATime = createKeyedMutex();

  function lockedError(until: number): AppError {
    return new AppError(MSG.payPasswordLocked(formatBeijingHm(new Date(until))));
  }

  return {
    verify(userId: number, plain: string): Promise<void> {
      return oneAtATime(userId, async () => {
        const now = clock.now().getTime();
        const user = await db
          .selectFrom('users')
          .select(['pay_password_hash', 'pay_fail_count', 'pay_locked_until'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        if (user.pay_locked_until && Number(user.pay_locked_until) > now) throw lockedError(Number(user.pay_locked_until));
        if (await verifyPassword(user.pay_password_hash, plain)) {
          if (user.pay_fail_count > 0) await db.updateTable('users').set({ pay_fail_count: 0 }).where('id', '=', userId).execute();
          return;
        }
        const failures = user.pay_fail_count + 1;
        if (failures >= MAX_FAILURES) {
          await db.updateTable('users').set({ pay_fail_count: 0, pay_locked_until: now + LOCK_MS }).where('id', '=', userId).execute();
          throw lockedError(now + LOCK_MS);
        }
        await db.updateTable('users').set({ pay_fail_count: failures }).where('id', '=', userId).execute();
        throw new AppError(`支付密码错误，还可尝试${MAX_FAILURES - failures}次`);
      });
    },
  };
}

export type PayPasswordGuard = ReturnType<typeof createPayPasswordGuard>;
