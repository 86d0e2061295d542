import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_PASSWORD_MSG } from '@app/shared';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { SETUP_MSG } from './first-operator.service.js';

let t: TestApp;
afterEach(() => t.close());

const PASSWORD = 'Walk2026Admin!x';
const operators = () =>
  t.database.db.selectFrom('operators').select(['username', 'role', 'must_change_password']).execute();

describe('first operator in production', () => {
  it('issues a one-time setup token instead of printing a password, and stores only its hash', async () => {
    t = await buildTestApp();
    const first = await t.services.firstOperator.ensure({ production: true });
    expect(first?.kind).toBe('setup-token');
    const token = first?.kind === 'setup-token' ? first.token : '';
    const row = await t.database.db.selectFrom('operator_setup_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(await operators()).toEqual([]);
    expect((await call(t.app, 'GET', '/admin/api/setup')).data).toEqual({ needed: true });

    const made = await call(t.app, 'POST', '/admin/api/setup', {
      token,
      username: 'chief',
      password: PASSWORD,
    });
    expect([made.code, made.message]).toEqual([200, SETUP_MSG.created]);
    expect(await operators()).toEqual([{ username: 'chief', role: 'super', must_change_password: 0 }]);
    expect((await call(t.app, 'GET', '/admin/api/setup')).data).toEqual({ needed: false });
    const login = await call(t.app, 'POST', '/admin/api/login', { username: 'chief', password: PASSWORD });
    expect(login.code).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('action', '=', 'operator.setup')
      .execute();
    expect(audit).toHaveLength(1);

    // The token is spent, and a site with an operator is never set up again.
    const again = await call(t.app, 'POST', '/admin/api/setup', {
      token,
      username: 'second',
      password: PASSWORD,
    });
    expect([again.code, again.message]).toEqual([400, SETUP_MSG.done]);
    expect(await t.services.firstOperator.ensure({ production: true })).toBeNull();
  });

  it('refuses a wrong or expired token and a weak password, creating nothing', async () => {
    t = await buildTestApp();
    const first = await t.services.firstOperator.ensure({ production: true });
    const token = first?.kind === 'setup-token' ? first.token : '';
    const wrong = await call(t.app, 'POST', '/admin/api/setup', {
      token: `${token.slice(0, -2)}xx`,
      username: 'chief',
      password: PASSWORD,
    });
    expect(wrong.message).toBe(SETUP_MSG.invalid);
    const weak = await call(t.app, 'POST', '/admin/api/setup', {
      token,
      username: 'chief',
      password: 'short1',
    });
    expect(weak.message).toBe(OPERATOR_PASSWORD_MSG.tooShort);
    const common = await call(t.app, 'POST', '/admin/api/setup', {
      token,
      username: 'chief',
      password: 'Password2026!',
    });
    expect(common.message).toBe(OPERATOR_PASSWORD_MSG.weak);
    t.clock.advance(24 * 3_600_000 + 1);
    const late = await call(t.app, 'POST', '/admin/api/setup', {
      token,
      username: 'chief',
      password: PASSWORD,
    });
    expect(late.message).toBe(SETUP_MSG.invalid);
    expect(await operators()).toEqual([]);
  });

  it('lets exactly one of many simultaneous setups through', async () => {
    t = await buildTestApp();
    const first = await t.services.firstOperator.ensure({ production: true });
    const token = first?.kind === 'setup-token' ? first.token : '';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t.app, 'POST', '/admin/api/setup', { token, username: `chief${i}`, password: PASSWORD }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await operators()).toHaveLength(1);
  });

  it('issues one token when nodes start together, and a fresh one at a later restart', async () => {
    t = await buildTestApp();
    const a = await t.services.firstOperator.ensure({ production: true });
    const b = await t.services.firstOperator.ensure({ production: true });
    expect(a?.kind).toBe('setup-token');
    expect(b).toBeNull();
    t.clock.advance(5 * 60_000);
    const c = await t.services.firstOperator.ensure({ production: true });
    expect(c?.kind).toBe('setup-token');
    const stale = a?.kind === 'setup-token' ? a.token : '';
    expect(
      (await call(t.app, 'POST', '/admin/api/setup', { token: stale, username: 'chief', password: PASSWORD }))
        .message,
    ).toBe(SETUP_MSG.invalid);
  });

  it('uses ADMIN_INITIAL_PASSWORD silently, to be changed at first login', async () => {
    t = await buildTestApp();
    expect(await t.services.firstOperator.ensure({ production: true, initialPassword: PASSWORD })).toBeNull();
    expect(await operators()).toEqual([{ username: 'admin', role: 'super', must_change_password: 1 }]);
  });

  it('creates one first operator when nodes start together with ADMIN_INITIAL_PASSWORD', async () => {
    t = await buildTestApp();
    const starts = await Promise.all(
      [1, 2, 3].map(() => t.services.firstOperator.ensure({ production: true, initialPassword: PASSWORD })),
    );
    expect(starts).toEqual([null, null, null]);
    expect(await operators()).toHaveLength(1);
  });

  it('refuses a wrong token before judging the password', async () => {
    t = await buildTestApp();
    await t.services.firstOperator.ensure({ production: true });
    const res = await call(t.app, 'POST', '/admin/api/setup', {
      token: 'x'.repeat(43),
      username: 'chief',
      password: 'weak-but-long',
    });
    expect(res.message).toBe(SETUP_MSG.invalid);
  });

  it('prints a random password in development', async () => {
    t = await buildTestApp();
    const first = await t.services.firstOperator.ensure({ production: false });
    expect(first).toMatchObject({ kind: 'password', username: 'admin' });
  });
});
