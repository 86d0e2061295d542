import type { Kysely } from 'kysely';
import { MSG } from '@app/shared';
import { checkOperatorPassword } from '@app/shared/password-strength';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { qrDataUrl } from '../../lib/qr.js';
import { operatorsRepository as repo } from './operators.repository.js';
import { claimAttempt, lockedError } from './sign-in-lock.js';
import { newTotpSecret, totpStep } from './totp.js';

/** What an operator changes about their own sign-in: the password and the TOTP enrolment. */
export function createOperatorCredentials(db: Kysely<DB>, clock: Clock) {
  return {
    async changePassword(operatorId: number, oldPassword: string, newPassword: string): Promise<void> {
      const op = await repo.credentials(db, operatorId);
      // The old password is a password check like a sign-in: claimed first, under the same lock.
      const attempt = await claimAttempt(db, operatorId, clock.now().getTime());
      if ('lockedUntil' in attempt) throw lockedError(attempt.lockedUntil);
      if (!(await verifyPassword(op.password_hash, oldPassword))) {
        if (attempt.locksUntil !== null) throw lockedError(attempt.locksUntil);
        throw new AppError('旧密码错误');
      }
      await repo.clearFailures(db, operatorId);
      const weak = checkOperatorPassword(newPassword, [op.username]);
      if (weak) throw new AppError(weak);
      if (oldPassword === newPassword) throw new AppError(MSG.newSameAsOld);
      await repo.setPassword(db, operatorId, await hashPassword(newPassword));
    },

    /** Starts TOTP enrolment: a pending secret, not required at login until a code from it checks. */
    async totpSetup(
      operatorId: number,
      issuer: string,
    ): Promise<{ secret: string; uri: string; qr: string }> {
      const op = await repo.credentials(db, operatorId);
      const { secret, uri } = newTotpSecret(op.username, issuer);
      await repo.setTotpPending(db, operatorId, secret);
      return { secret, uri, qr: await qrDataUrl(uri) };
    },

    async totpEnable(operatorId: number, code: string): Promise<void> {
      const op = await repo.credentials(db, operatorId);
      if (!op.totp_pending) throw new AppError('请先生成动态验证码密钥');
      const step = totpStep(op.totp_pending, code, clock.now().getTime());
      if (step === null) throw new AppError('动态验证码错误');
      // The enrolment code counts as used: signing in takes the next one.
      await repo.enableTotp(db, operatorId, op.totp_pending, step);
    },
  };
}
