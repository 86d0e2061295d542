import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MSG, OPERATOR_USERNAME, OPERATOR_USERNAME_MSG } from '@app/shared';
import { checkOperatorPassword } from '@app/shared/password-strength';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijingHm, type Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { newTotpSecret, totpStep } from './totp.js';
import { qrDataUrl } from '../../lib/qr.js';
import type { AuditService } from '../audit/audit.service.js';
import { ROLE_PERMISSIONS, type Role } from './permissions.js';

const SESSION_MS = 12 * 3_600_000;
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

export interface OperatorIdentity {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
}

const DUMMY = hashPassword('not-an-operator-0');

function lockedError(until: number): AppError {
  return new AppError(`登录失败次数过多，请于${formatBeijingHm(new Date(until))}后再试`);
}

export function createOperatorsService(db: Kysely<DB>, clock: Clock, auditLog: AuditService) {
  /**
   * Counts a sign-in attempt in one conditional UPDATE before its password is checked, so
   * parallel attempts on any number of nodes cannot all pass a check of the same old count. The
   * attempt that takes the last place also starts the lock (a success lifts it); while locked,
   * nothing is counted or checked. An expired lock starts a fresh count.
   */
  async function claimAttempt(
    operatorId: number,
    now: number,
  ): Promise<{ locksUntil: number | null } | { lockedUntil: number }> {
    for (let tries = 0; ; tries++) {
      const count = sql<number>`case when locked_until is null then failed_count + 1 else 1 end`;
      const claimed = await db
        .updateTable('operators')
        .set({
          failed_count: count,
          locked_until: sql<
            number | null
          >`case when ${count} >= ${MAX_FAILURES} then cast(${now + LOCK_MS} as bigint) else null end`,
        })
        .where('id', '=', operatorId)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning('locked_until')
        .executeTakeFirst();
      if (claimed) return { locksUntil: claimed.locked_until === null ? null : Number(claimed.locked_until) };
      const op = await db
        .selectFrom('operators')
        .select('locked_until')
        .where('id', '=', operatorId)
        .executeTakeFirst();
      const until = Number(op?.locked_until ?? 0);
      // Lifted in between by a successful sign-in: claim again (a deleted account stays refused).
      if (until > now || !op || tries >= 3) return { lockedUntil: Math.max(until, now + 1) };
    }
  }

  return {
    /** Creates the first super admin when there is none; returns its one-time password to print. */
    async ensureFirstAdmin(initialPassword?: string): Promise<{ username: string; password: string } | null> {
      const any = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
      if (any) return null;
      const weak = initialPassword ? checkOperatorPassword(initialPassword, ['admin']) : null;
      if (weak) throw new Error(`ADMIN_INITIAL_PASSWORD does not meet the operator password rule: ${weak}`);
      let password = initialPassword || '';
      // 16 random characters from 96 bits; drawn again in the rare case the estimate dislikes one.
      while (!password || checkOperatorPassword(password, ['admin']))
        password = randomBytes(12).toString('base64url');
      const inserted = await db
        .insertInto('operators')
        .values({
          username: 'admin',
          password_hash: await hashPassword(password),
          role: 'super',
          must_change_password: 1,
          created_at: clock.now().getTime(),
        })
        // Nodes starting together: one creates it, the others find it made.
        .onConflict((oc) => oc.column('username').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
      return { username: 'admin', password };
    },

    async create(username: string, password: string, role: Role): Promise<number> {
      const row = await db
        .insertInto('operators')
        .values({
          username,
          password_hash: await hashPassword(password),
          role,
          must_change_password: 1,
          created_at: clock.now().getTime(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async login(input: { username: string; password: string; totp?: string }, ip: string) {
      const now = clock.now().getTime();
      const op = await db
        .selectFrom('operators')
        .selectAll()
        .where('username', '=', input.username.trim())
        .executeTakeFirst();
      if (!op) {
        await verifyPassword(await DUMMY, input.password);
        throw new AppError('账号或密码错误');
      }
      // Counted before the password is checked: at most MAX_FAILURES checks per lock, on any node.
      const attempt = await claimAttempt(op.id, now);
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
      if (op.totp_secret) {
        // Claim the code's time step: each code signs in once, even when two sign-ins race.
        const claimed = await db
          .updateTable('operators')
          .set({ totp_last_step: step })
          .where('id', '=', op.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0)
          throw new AppError('该动态验证码已使用，请等待下一个验证码');
      }
      const token = newToken();
      await db
        .insertInto('operator_sessions')
        .values({
          operator_id: op.id,
          token_hash: hashToken(token),
          created_at: now,
          expires_at: now + SESSION_MS,
          ip,
        })
        .execute();
      await db
        .updateTable('operators')
        .set({ failed_count: 0, locked_until: null, last_login_at: now })
        .where('id', '=', op.id)
        .execute();
      return {
        token,
        username: op.username,
        role: op.role,
        must_change_password: op.must_change_password === 1,
      };
    },

    async resolve(token: string): Promise<OperatorIdentity | null> {
      const row = await db
        .selectFrom('operator_sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select(['o.id', 'o.username', 'o.role', 'o.must_change_password', 'o.status', 's.expires_at'])
        .where('s.token_hash', '=', hashToken(token))
        .where('s.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row || row.status !== 1 || Number(row.expires_at) <= clock.now().getTime()) return null;
      return {
        id: row.id,
        username: row.username,
        role: row.role as Role,
        mustChangePassword: row.must_change_password === 1,
      };
    },

    async logout(token: string): Promise<void> {
      await db
        .updateTable('operator_sessions')
        .set({ revoked_at: clock.now().getTime() })
        .where('token_hash', '=', hashToken(token))
        .execute();
    },

    async changePassword(operatorId: number, oldPassword: string, newPassword: string): Promise<void> {
      const op = await db
        .selectFrom('operators')
        .select(['password_hash', 'username'])
        .where('id', '=', operatorId)
        .executeTakeFirstOrThrow();
      // The old password is a password check like a sign-in: claimed first, under the same lock.
      const attempt = await claimAttempt(operatorId, clock.now().getTime());
      if ('lockedUntil' in attempt) throw lockedError(attempt.lockedUntil);
      if (!(await verifyPassword(op.password_hash, oldPassword))) {
        if (attempt.locksUntil !== null) throw lockedError(attempt.locksUntil);
        throw new AppError('旧密码错误');
      }
      await db
        .updateTable('operators')
        .set({ failed_count: 0, locked_until: null })
        .where('id', '=', operatorId)
        .execute();
      const weak = checkOperatorPassword(newPassword, [op.username]);
      if (weak) throw new AppError(weak);
      if (oldPassword === newPassword) throw new AppError(MSG.newSameAsOld);
      await db
        .updateTable('operators')
        .set({ password_hash: await hashPassword(newPassword), must_change_password: 0 })
        .where('id', '=', operatorId)
        .execute();
    },

    /** Starts TOTP enrolment: a pending secret, not required at login until a code from it checks. */
    async totpSetup(
      operatorId: number,
      issuer: string,
    ): Promise<{ secret: string; uri: string; qr: string }> {
      const op = await db
        .selectFrom('operators')
        .select('username')
        .where('id', '=', operatorId)
        .executeTakeFirstOrThrow();
      const { secret, uri } = newTotpSecret(op.username, issuer);
      await db.updateTable('operators').set({ totp_pending: secret }).where('id', '=', operatorId).execute();
      return { secret, uri, qr: await qrDataUrl(uri) };
    },

    async totpEnable(operatorId: number, code: string): Promise<void> {
      const op = await db
        .selectFrom('operators')
        .select('totp_pending')
        .where('id', '=', operatorId)
        .executeTakeFirstOrThrow();
      if (!op.totp_pending) throw new AppError('请先生成动态验证码密钥');
      const step = totpStep(op.totp_pending, code, clock.now().getTime());
      if (step === null) throw new AppError('动态验证码错误');
      // The enrolment code counts as used: signing in takes the next one.
      await db
        .updateTable('operators')
        .set({ totp_secret: op.totp_pending, totp_pending: null, totp_last_step: step })
        .where('id', '=', operatorId)
        .execute();
    },

    /** Super admins add operators with a role; the password must be changed at first login. */
    async add(input: { username: string; password: string; role: Role }): Promise<number> {
      if (!OPERATOR_USERNAME.test(input.username)) throw new AppError(OPERATOR_USERNAME_MSG);
      const weak = checkOperatorPassword(input.password, [input.username]);
      if (weak) throw new AppError(weak);
      const exists = await db
        .selectFrom('operators')
        .select('id')
        .where('username', '=', input.username)
        .executeTakeFirst();
      if (exists) throw new AppError('该账号已存在');
      return this.create(input.username, input.password, input.role);
    },

    async list() {
      const rows = await db
        .selectFrom('operators')
        .select(['id', 'username', 'role', 'status', 'totp_secret', 'created_at', 'last_login_at'])
        .orderBy('id')
        .execute();
      return rows.map(({ totp_secret, ...o }) => ({ ...o, totp_enabled: totp_secret ? 1 : 0 }));
    },

    /** Disabling ends every session of the operator at once; the last active super admin stays. */
    async setStatus(
      actorId: number,
      operatorId: number,
      status: 0 | 1,
    ): Promise<{ before: number; after: number }> {
      if (actorId === operatorId) throw new AppError('不能停用自己的账号');
      return db.transaction().execute(async (trx) => {
        const op = await trx
          .selectFrom('operators')
          .select(['status', 'role'])
          .where('id', '=', operatorId)
          .executeTakeFirst();
        if (!op) throw new AppError('操作员不存在');
        if (status === 0 && op.role === 'super') {
          const supers = await trx
            .selectFrom('operators')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('role', '=', 'super')
            .where('status', '=', 1)
            .executeTakeFirstOrThrow();
          if (Number(supers.n) <= 1) throw new AppError('至少保留一个启用的超级管理员');
        }
        await trx.updateTable('operators').set({ status }).where('id', '=', operatorId).execute();
        if (status === 0)
          await trx
            .updateTable('operator_sessions')
            .set({ revoked_at: clock.now().getTime() })
            .where('operator_id', '=', operatorId)
            .where('revoked_at', 'is', null)
            .execute();
        return { before: op.status, after: status };
      });
    },

    /** For a lost phone: the operator signs in with the password alone and enrols again. */
    async resetTotp(actorId: number, operatorId: number): Promise<void> {
      if (actorId === operatorId) throw new AppError('请在“账号安全”中更换自己的动态验证码');
      const res = await db
        .updateTable('operators')
        .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
        .where('id', '=', operatorId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw new AppError('操作员不存在');
      await db
        .updateTable('operator_sessions')
        .set({ revoked_at: clock.now().getTime() })
        .where('operator_id', '=', operatorId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    permissionsOf(role: Role) {
      return ROLE_PERMISSIONS[role] ?? [];
    },

    /** Shorthand kept for the routes written before the audit module; the entry goes to auditLog. */
    async audit(
      operatorId: number,
      action: string,
      target: { type: string; id: string | number },
      detail: unknown,
      ip: string,
    ) {
      await auditLog.record({ operatorId, action, target, detail, ip });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
