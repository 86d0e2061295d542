import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { operatorsRepository as repo } from './operators.repository.js';
import type { Role } from './permissions.js';
import { claimAttempt, lockedError } from './sign-in-lock.js';
import { totpStep } from './totp.js';

const SESSION_MS = 12 * 3_600_000;

export interface OperatorIdentity {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
}

/** Checked against an unknown username, so that it costs as long as a known one. */
const DUMMY = hashPassword('not-an-operator-0');

/** Operators' sign-in (password, then the TOTP code once enrolled), their sessions and sign-out. */
export function createOperatorSignIn(db: Kysely<DB>, clock: Clock) {
  return {
    async login(input: { username: string; password: string; totp?: string }, ip: string) {
      const now = clock.now().getTime();
      const op = await repo.byUsername(db, input.username.trim());
      if (!op) {
        await verifyPassword(await DUMMY, input.password);
        throw new AppError('账号或密码错误');
      }
      // Counted before the password is checked: at most MAX_FAILURES checks per lock, on any node.
      const attempt = await claimAttempt(db, op.id, now);
      if ('lockedUntil' in attempt) throw lockedError(attempt.lockedUntil);
      const passwordOk = await verifyPassword(op.password_hash, input.password);
      const step =
        op.totp_secret && input.totp !== undefined ? totpStep(op.totp_secret, input.totp, now) : null;
      const totpOk = !op.totp_secret || step !== null;
      if (!passwordOk || !totpOk || op.status !== 1) {
        // The attempt stays counted; the one that used the last place says so.
        if (attempt.locksUntil !== null) throw lockedError(attempt.locksUntil);
        throw new AppError(passwordOk && !totpOk ? '动态验证码错误' : '账号或密码错误');
      }
      // Claim the code's time step: each code signs in once, even when two sign-ins race.
      if (step !== null && !(await repo.claimTotpStep(db, op.id, step)))
        throw new AppError('该动态验证码已使用，请等待下一个验证码');
      const token = newToken();
      await repo.insertSession(db, {
        operator_id: op.id,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: now + SESSION_MS,
        ip,
      });
      await repo.clearFailures(db, op.id, now);
      return {
        token,
        username: op.username,
        role: op.role,
        must_change_password: op.must_change_password === 1,
      };
    },

    async resolve(token: string): Promise<OperatorIdentity | null> {
      const row = await repo.sessionOperator(db, hashToken(token));
      if (!row || row.status !== 1 || Number(row.expires_at) <= clock.now().getTime()) return null;
      return {
        id: row.id,
        username: row.username,
        role: row.role as Role,
        mustChangePassword: row.must_change_password === 1,
      };
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSessions(db, { tokenHash: hashToken(token) }, clock.now().getTime());
    },
  };
}
