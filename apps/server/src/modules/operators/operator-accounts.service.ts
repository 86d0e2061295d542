import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OPERATOR_USERNAME, OPERATOR_USERNAME_MSG } from '@app/shared';
import { checkOperatorPassword } from '@app/shared/password-strength';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { operatorsRepository as repo } from './operators.repository.js';
import type { Role } from './permissions.js';

/** The operator accounts themselves: the first admin, adding, listing, disabling, TOTP reset. */
export function createOperatorAccounts(db: Kysely<DB>, clock: Clock) {
  /** A new operator must change the password at first sign-in. */
  const newOperator = async (username: string, password: string, role: Role) => ({
    username,
    password_hash: await hashPassword(password),
    role,
    must_change_password: 1,
    created_at: clock.now().getTime(),
  });

  async function create(username: string, password: string, role: Role): Promise<number> {
    return repo.insert(db, await newOperator(username, password, role));
  }

  return {
    create,

    /** Creates the first super admin when there is none; returns its one-time password to print. */
    async ensureFirstAdmin(initialPassword?: string): Promise<{ username: string; password: string } | null> {
      if (await repo.anyOperator(db)) return null;
      const weak = initialPassword ? checkOperatorPassword(initialPassword, ['admin']) : null;
      if (weak) throw new Error(`ADMIN_INITIAL_PASSWORD does not meet the operator password rule: ${weak}`);
      let password = initialPassword || '';
      // 16 random characters from 96 bits; drawn again in the rare case the estimate dislikes one.
      while (!password || checkOperatorPassword(password, ['admin']))
        password = randomBytes(12).toString('base64url');
      // Nodes starting together: one creates it, the others find it made.
      const inserted = await repo.insertUnlessTaken(db, await newOperator('admin', password, 'super'));
      return inserted ? { username: 'admin', password } : null;
    },

    /** Super admins add operators with a role; the password must be changed at first login. */
    async add(input: { username: string; password: string; role: Role }): Promise<number> {
      if (!OPERATOR_USERNAME.test(input.username)) throw new AppError(OPERATOR_USERNAME_MSG);
      const weak = checkOperatorPassword(input.password, [input.username]);
      if (weak) throw new AppError(weak);
      if (await repo.usernameTaken(db, input.username)) throw new AppError('该账号已存在');
      return create(input.username, input.password, input.role);
    },

    async list() {
      const rows = await repo.list(db);
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
        const op = await repo.statusAndRole(trx, operatorId);
        if (!op) throw new AppError('操作员不存在');
        if (status === 0 && op.role === 'super' && (await repo.countActiveSupers(trx)) <= 1)
          throw new AppError('至少保留一个启用的超级管理员');
        await repo.setStatus(trx, operatorId, status);
        if (status === 0) await repo.revokeSessions(trx, { operatorId }, clock.now().getTime());
        return { before: op.status, after: status };
      });
    },

    /** For a lost phone: the operator signs in with the password alone and enrols again. */
    async resetTotp(actorId: number, operatorId: number): Promise<void> {
      if (actorId === operatorId) throw new AppError('请在“账号安全”中更换自己的动态验证码');
      if (!(await repo.clearTotp(db, operatorId))) throw new AppError('操作员不存在');
      await repo.revokeSessions(db, { operatorId }, clock.now().getTime());
    },
  };
}
