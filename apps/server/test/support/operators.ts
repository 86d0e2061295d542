import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../src/app.js';
import type { Role } from '@app/shared';
import { call } from './http.js';

/** Passwords the helpers give operators; each meets the operator password rule. */
export const OPERATOR_PASSWORDS = {
  /** The first operator's initial password, changed at its first login to `admin`. */
  first: 'Harbor-Lantern-2026!',
  admin: 'opsPass12345',
  /** What a super admin gives a new operator, changed at its first login to `role`. */
  roleInitial: 'Role-Start-5150-Lark',
  role: 'Role-Desk-8823-Wren',
} as const;

/** Logs in the seeded first operator and changes its password, as the first login demands. */
export async function operatorToken(t: { app: FastifyInstance; services: Services }): Promise<string> {
  const first = await t.services.operators.accounts.ensureFirstAdmin(OPERATOR_PASSWORDS.first);
  const password = first ? OPERATOR_PASSWORDS.first : OPERATOR_PASSWORDS.admin;
  let login = await call(t.app, 'POST', '/admin/api/login', { username: 'admin', password });
  if (first) {
    await call(
      t.app,
      'POST',
      '/admin/api/password',
      { old_password: password, new_password: OPERATOR_PASSWORDS.admin },
      { token: login.data.token },
    );
    login = await call(t.app, 'POST', '/admin/api/login', {
      username: 'admin',
      password: OPERATOR_PASSWORDS.admin,
    });
  }
  return login.data.token;
}

/** A signed-in operator of `role` (created by the super admin, first password already changed). */
export async function roleOperatorToken(
  t: { app: FastifyInstance; services: Services },
  role: Role,
  username = `${role.slice(0, 4)}_${randomBytes(3).toString('hex')}`,
): Promise<{ token: string; id: number; username: string }> {
  const superToken = await operatorToken(t);
  const { roleInitial, role: changed } = OPERATOR_PASSWORDS;
  const created = await call(
    t.app,
    'POST',
    '/admin/api/operators',
    { username, password: roleInitial, role },
    { token: superToken },
  );
  if (created.code !== 200) throw new Error(`create operator failed: ${created.message}`);
  const first = await call(t.app, 'POST', '/admin/api/login', { username, password: roleInitial });
  const change = await call(
    t.app,
    'POST',
    '/admin/api/password',
    { old_password: roleInitial, new_password: changed },
    { token: first.data.token },
  );
  if (change.code !== 200) throw new Error(`operator password change failed: ${change.message}`);
  const login = await call(t.app, 'POST', '/admin/api/login', { username, password: changed });
  return { token: login.data.token, id: created.data.id, username };
}

/** One new signed-in operator of each role given (see `roleOperatorToken`): their sessions by role. */
export async function roleTokens<R extends 'super' | 'finance' | 'operations' | 'support'>(
  t: { app: FastifyInstance; services: Services },
  ...roles: R[]
): Promise<Record<R, string>> {
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = (await roleOperatorToken(t, role)).token;
  return tokens;
}
