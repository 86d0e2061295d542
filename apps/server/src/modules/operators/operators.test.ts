import { describe, expect, it } from 'vitest';
import { MSG, OPERATOR_PASSWORD_MSG } from '@app/shared';
import { checkOperatorPassword } from '@app/shared/password-strength';
import {
  buildTestApp,
  call,
  OPERATOR_PASSWORDS,
  registerPlayer,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';

const { roleInitial: INITIAL, role: CHANGED } = OPERATOR_PASSWORDS;
import { totpCode } from './totp.js';

const t = useTestApp(signInOperator);

const admin = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, body, { token });
const login = (username: string, password: string, totp?: string) =>
  call(t.app, 'POST', '/admin/api/login', { username, password, ...(totp ? { totp } : {}) });
/** The super admin adds an operator of `role`. */
const createOperator = (username: string, role: string, password: string = INITIAL) =>
  admin(t.op, 'POST', '/admin/api/operators', { username, password, role });
/** A new operator of `role`, signed in after changing the first password. */
async function newOperatorToken(username: string, role: string) {
  await createOperator(username, role);
  const first = (await login(username, INITIAL)).data.token as string;
  await admin(first, 'POST', '/admin/api/password', { old_password: INITIAL, new_password: CHANGED });
  return (await login(username, CHANGED)).data.token as string;
}

describe('operators', () => {
  it('lets a super admin add an operator with a role, who must change the password first', async () => {
    expect((await createOperator('Bad Name', 'support')).code).toBe(400);
    expect((await createOperator('kefu01', 'support')).code).toBe(200);
    expect((await createOperator('kefu01', 'support')).message).toBe('该账号已存在');
    const first = await login('kefu01', INITIAL);
    expect(first.data).toMatchObject({ role: 'support', must_change_password: true });
    const list = (await admin(t.op, 'GET', '/admin/api/operators')).data as Array<{
      username: string;
      role: string;
    }>;
    expect(list.map((o) => o.username)).toContain('kefu01');
  });

  it('refuses support on finance and operator-management endpoints, and players everywhere', async () => {
    const token = await newOperatorToken('kefu02', 'support');
    expect((await admin(token, 'POST', '/admin/api/withdrawals/1/approve')).status).toBe(403);
    expect(
      (
        await admin(token, 'POST', '/admin/api/operators', {
          username: 'evil01',
          password: INITIAL,
          role: 'super',
        })
      ).status,
    ).toBe(403);
    expect((await admin(token, 'GET', '/admin/api/support/threads')).status).toBe(200);
    const player = await registerPlayer(t.app);
    expect((await admin(player.token, 'GET', '/admin/api/me')).status).toBe(401);
    expect((await admin('forged-token', 'GET', '/admin/api/me')).status).toBe(401);
  });

  it('enrols a TOTP second factor from the console; login then needs a current code', async () => {
    const token = await newOperatorToken('cw01', 'finance');
    const setup = (await admin(token, 'POST', '/admin/api/totp/setup')).data as {
      secret: string;
      uri: string;
      qr: string;
    };
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not required until a code from the new secret checks.
    expect((await login('cw01', CHANGED)).code).toBe(200);
    expect((await admin(token, 'POST', '/admin/api/totp/enable', { code: '000000' })).message).toBe(
      '动态验证码错误',
    );
    expect(
      (
        await admin(token, 'POST', '/admin/api/totp/enable', {
          code: totpCode(setup.secret, t.clock.now().getTime()),
        })
      ).code,
    ).toBe(200);
    expect((await login('cw01', CHANGED)).message).toBe('动态验证码错误');
    // The enrolment code is spent; so is each code that signs in (RFC 6238 §5.2).
    const used = totpCode(setup.secret, t.clock.now().getTime());
    expect((await login('cw01', CHANGED, used)).message).toBe('该动态验证码已使用，请等待下一个验证码');
    t.clock.advance(30_000);
    const next = totpCode(setup.secret, t.clock.now().getTime());
    const [a, b] = await Promise.all([login('cw01', CHANGED, next), login('cw01', CHANGED, next)]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    expect((await login('cw01', CHANGED, next)).message).toBe('该动态验证码已使用，请等待下一个验证码');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'operator.totp_enable')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('operator password rule', () => {
  it('takes any long, uncommon password of visible characters, at creation and first change', async () => {
    const create = (username: string, password: string) => createOperator(username, 'support', password);
    expect((await create('rule01', 'abc12345x')).message).toBe(OPERATOR_PASSWORD_MSG.tooShort);
    expect((await create('rule01', 'Password1234')).message).toBe(OPERATOR_PASSWORD_MSG.weak);
    expect((await create('rule01', 'rule01rule01!')).message).toBe(OPERATOR_PASSWORD_MSG.weak);
    expect((await create('rule01', 'Walk2026Admin!x')).code).toBe(200);

    const token = (await login('rule01', 'Walk2026Admin!x')).data.token as string;
    const change = (next: string) =>
      admin(token, 'POST', '/admin/api/password', { old_password: 'Walk2026Admin!x', new_password: next });
    expect((await change('qwertyuiop12')).message).toBe(OPERATOR_PASSWORD_MSG.weak);
    expect((await change('Walk2026\u200bAdmin!x')).message).toBe(OPERATOR_PASSWORD_MSG.invisible);
    expect((await change('Walk2026Admin!x')).message).toBe(MSG.newSameAsOld);
    expect((await change('金沙 财务 Kite-7741!')).code).toBe(200);
    expect((await login('rule01', '金沙 财务 Kite-7741!')).data.must_change_password).toBe(false);
  });

  it('holds the first operator to it: weak ADMIN_INITIAL_PASSWORD refused, generated passes', async () => {
    const fresh = await buildTestApp();
    try {
      await expect(fresh.services.operators.accounts.ensureFirstAdmin('Admin12345')).rejects.toThrow(
        OPERATOR_PASSWORD_MSG.tooShort,
      );
      await expect(fresh.services.operators.accounts.ensureFirstAdmin('Admin12345678')).rejects.toThrow(
        OPERATOR_PASSWORD_MSG.weak,
      );
      const first = await fresh.services.operators.accounts.ensureFirstAdmin();
      expect(checkOperatorPassword(first!.password, ['admin'])).toBeNull();
      expect(
        (await call(fresh.app, 'POST', '/admin/api/login', { username: 'admin', password: first!.password }))
          .code,
      ).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
