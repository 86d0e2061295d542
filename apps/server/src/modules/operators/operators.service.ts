import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkLoginPassword } from '@app/shared';
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

export function createOperatorsService(db: Kysely<DB>, clock: Clock, auditLog: AuditService) {
  return {
    /** Creates the first super admin when there is none; returns its one-time password to print. */
    async ensureFirstAdmin(initialPassword?: string): Promise<{ username: string; password: string } | null> {
      const any = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
      if (any) return null;
      const password = initialPassword || `${randomBytes(6).toString('base64url')}9a`;
      await db
        .insertInto('operators')
        .values({ username: 'admin', password_hash: await hashPassword(password), role: 'super', must_change_password: 1, created_at: clock.now().getTime() })
        .execute();
      return { username: 'admin', password };
    },

    async create(username: string, password: string, role: Role): Promise<number> {
      const row = await db
        .insertInto('operators')
        .values({ username, password_hash: await hashPassword(password), role, must_change_password: 1, created_at: clock.now().getTime() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async login(input: { username: string; password: string; totp?: string }, ip: string) {
      const now = clock.now().getTime();
      const op = await db.selectFrom('operators').selectAll().where('username', '=', input.username.trim()).executeTakeFirst();
      if (op?.locked_until && Number(op.locked_until) > now) {
        throw new AppError(`登录失败次数过多，请于${formatBeijingHm(new Date(Number(op.locked_until)))}后再试`);
      }
      const passwordOk = await verifyPassword(op?.password_hash ?? (await DUMMY), input.password);
      const step = op?.totp_secret && input.totp !== undefined ? totpStep(op.totp_secret, input.totp, now) : null;
      const totpOk = !op?.totp_secret || step !== null;
      if (!op || !passwordOk || !totpOk || op.status !== 1) {
        if (op) {
          const failed = op.failed_count + 1;
          await db
            .updateTable('operators')
            .set(failed >= MAX_FAILURES ? { failed_count: 0, locked_until: now + LOCK_MS } : { failed_count: failed })
            .where('id', '=', op.id)
            .execute();
        }
        throw new AppError(op && passwordOk && !totpOk ? '动态验证码错误' : '账号或密码错误');
      }
      if (op.totp_secret) {
        // Claim the code's time step: each code signs in once, even when two sign-ins race.
        const claimed = await db
          .updateTable('operators')
          .set({ totp_last_step: step })
          .where('id', '=', op.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) throw new AppError('该动态验证码已使用，请等待下一个验证码');
      }
      const token = newToken();
      await db.insertInto('operator_sessions').values({ operator_id: op.id, token_hash: hashToken(token), created_at: now, expires_at: now + SESSION_MS, ip }).execute();
      await db.updateTable('operators').set({ failed_count: 0, locked_until: null, last_login_at: now }).where('id', '=', op.id).execute();
      return { token, username: op.username, role: op.role, must_change_password: op.must_change_password === 1 };
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
      return { id: row.id, username: row.username, role: row.role as Role, mustChangePassword: row.must_change_password === 1 };
    },

    async logout(token: string): Promise<void> {
      await db.updateTable('operator_sessions').set({ revoked_at: clock.now().getTime() }).where('token_hash', '=', hashToken(token)).execute();
    },

    async changePassword(operatorId: number, oldPassword: string, newPassword: string): Promise<void> {
      const op = await db.selectFrom('operators').select('password_hash').where('id', '=', operatorId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(op.password_hash, oldPassword))) throw new AppError('旧密码错误');
      const weak = checkLoginPassword(newPassword);
      if (weak) throw new AppError(weak);
      if (oldPassword === newPassword) throw new AppError('新旧密码不能一致！');
      await db
        .updateTable('operators')
        .set({ password_hash: await hashPassword(newPassword), must_change_password: 0 })
        .where('id', '=', operatorId)
        .execute();
    },

    /** Starts TOTP enrolment: a pending secret, not required at login until a code from it checks. */
    async totpSetup(operatorId: number, issuer: string): Promise<{ secret: string; uri: string; qr: string }> {
      const op = await db.selectFrom('operators').select('username').where('id', '=', operatorId).executeTakeFirstOrThrow();
      const { secret, uri } = newTotpSecret(op.username, issuer);
      await db.updateTable('operators').set({ totp_pending: secret }).where('id', '=', operatorId).execute();
      return { secret, uri, qr: await qrDataUrl(uri) };
    },

    async totpEnable(operatorId: number, code: string): Promise<void> {
      const op = await db.selectFrom('operators').select('totp_pending').where('id', '=', operatorId).executeTakeFirstOrThrow();
      if (!op.totp_pending) throw new AppError('请先生成动态验证码密钥');
      const step = totpStep(op.totp_pending, code, clock.now().getTime());
      if (step === null) throw new AppError('动态验证码错误');
      // The enrolment code counts as used: signing in takes the next one.
      await db.updateTable('operators').set({ totp_secret: op.totp_pending, totp_pending: null, totp_last_step: step }).where('id', '=', operatorId).execute();
    },

    /** Super admins add operators with a role; the password must be changed at first login. */
    async add(input: { username: string; password: string; role: Role }): Promise<number> {
      if (!/^[a-z][a-z0-9_]{3,31}$/.test(input.username)) throw new AppError('账号需为4-32位小写字母、数字或下划线，以字母开头');
      const weak = checkLoginPassword(input.password);
      if (weak) throw new AppError(weak);
      const exists = await db.selectFrom('operators').select('id').where('username', '=', input.username).executeTakeFirst();
      if (exists) throw new AppError('该账号已存在');
      return this.create(input.username, input.password, input.role);
    },

    async list() {
      const rows = await db.selectFrom('operators').select(['id', 'username', 'role', 'status', 'totp_secret', 'created_at', 'last_login_at']).orderBy('id').execute();
      return rows.map(({ totp_secret, ...o }) => ({ ...o, totp_enabled: totp_secret ? 1 : 0 }));
    },

    /** Disabling ends every session of the operator at once; the last active super admin stays. */
    async setStatus(actorId: number, operatorId: number, status: 0 | 1): Promise<{ before: number; after: number }> {
      if (actorId === operatorId) throw new AppError('不能停用自己的账号');
      return db.transaction().execute(async (trx) => {
        const op = await trx.selectFrom('operators').select(['status', 'role']).where('id', '=', operatorId).executeTakeFirst();
        if (!op) throw new AppError('操作员不存在');
        if (status === 0 && op.role === 'super') {
          const supers = await trx.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'super').where('status', '=', 1).executeTakeFirstOrThrow();
          if (Number(supers.n) <= 1) throw new AppError('至少保留一个启用的超级管理员');
        }
        await trx.updateTable('operators').set({ status }).where('id', '=', operatorId).execute();
        if (status === 0) await trx.updateTable('operator_sessions').set({ revoked_at: clock.now().getTime() }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute();
        return { before: op.status, after: status };
      });
    },

    /** For a lost phone: the operator signs in with the password alone and enrols again. */
    async resetTotp(actorId: number, operatorId: number): Promise<void> {
      if (actorId === operatorId) throw new AppError('请在“账号安全”中更换自己的动态验证码');
      const res = await db.updateTable('operators').set({ totp_secret: null, totp_pending: null, totp_last_step: null }).where('id', '=', operatorId).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw new AppError('操作员不存在');
      await db.updateTable('operator_sessions').set({ revoked_at: clock.now().getTime() }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute();
    },

    permissionsOf(role: Role) {
      return ROLE_PERMISSIONS[role] ?? [];
    },

    /** Shorthand kept for the routes written before the audit module; the entry goes to auditLog. */
    async audit(operatorId: number, action: string, target: { type: string; id: string | number }, detail: unknown, ip: string) {
      await auditLog.record({ operatorId, action, target, detail, ip });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
