import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  call,
  OPERATOR_PASSWORDS,
  registerPlayer,
  roleOperatorToken,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp(signInOperator);

const auditRows = (query: Record<string, string | number> = {}, token = t.op) =>
  call(
    t.app,
    'GET',
    `/admin/api/audit?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    undefined,
    { token },
  );

describe('audit log', () => {
  it('records a refused call: a role overreaching, a forged token, a player token', async () => {
    const support = await roleOperatorToken(t, 'support');
    expect(
      (await call(t.app, 'POST', '/admin/api/withdrawals/1/approve', {}, { token: support.token })).code,
    ).toBe(403);
    const player = await registerPlayer(t.app);
    expect((await call(t.app, 'GET', '/admin/api/me', undefined, { token: player.token })).code).toBe(401);
    expect((await call(t.app, 'GET', '/admin/api/me', undefined, { token: 'x'.repeat(40) })).code).toBe(401);

    const denied = (await auditRows({ outcome: 'denied' })).data;
    const byOperator = denied.data.filter((row: { operator_id: number }) => row.operator_id === support.id);
    expect(byOperator).toHaveLength(1);
    expect(byOperator[0]).toMatchObject({
      action: 'access.denied',
      target_id: 'POST /admin/api/withdrawals/:id/approve',
      detail: { reason: 'missing_permission:money.review' },
    });
    expect(denied.data.filter((row: { operator_id: number }) => row.operator_id === 0)).toHaveLength(2);
  });

  it('filters by operator, action, outcome and day, newest first, paged on the server', async () => {
    const ops = await roleOperatorToken(t, 'support', 'audit_kefu');
    await call(t.app, 'POST', `/admin/api/operators/${ops.id}/status`, { status: 0 }, { token: t.op });
    const page = (await auditRows({ action: 'operator.status', target_type: 'operator', target_id: ops.id }))
      .data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      before: { status: 1 },
      after: { status: 0 },
      outcome: 'ok',
      operator: 'admin',
    });
    const today = page.data[0].created_at.slice(0, 10);
    expect((await auditRows({ from: today, to: today, per_page: 1 })).data.data).toHaveLength(1);
    expect((await auditRows({ from: '2000-01-01', to: '2000-01-01' })).data.total).toBe(0);
    expect((await auditRows({ from: '2026-13-45' })).code).toBe(400);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await expect(sql`update audit_log set action = 'rewritten'`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect((await auditRows()).data.total).toBeGreaterThan(0);
  });

  it('is for super admins only', async () => {
    const finance = await roleOperatorToken(t, 'finance');
    expect((await auditRows({}, finance.token)).code).toBe(403);
  });
});

describe('operator management', () => {
  it('disabling an operator ends their session at once and keeps them out', async () => {
    const ops = await roleOperatorToken(t, 'operations');
    expect(
      (await call(t.app, 'GET', '/admin/api/me', undefined, { token: ops.token })).data.permissions,
    ).toContain('campaigns.write');
    expect(
      (await call(t.app, 'POST', `/admin/api/operators/${ops.id}/status`, { status: 0 }, { token: t.op }))
        .code,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/admin/api/me', undefined, { token: ops.token })).code).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/admin/api/login', {
          username: ops.username,
          password: OPERATOR_PASSWORDS.role,
        })
      ).message,
    ).toBe('账号或密码错误');
    expect(
      (await call(t.app, 'POST', `/admin/api/operators/${ops.id}/status`, { status: 1 }, { token: t.op }))
        .code,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/admin/api/login', {
          username: ops.username,
          password: OPERATOR_PASSWORDS.role,
        })
      ).code,
    ).toBe(200);
  });

  it('refuses to disable oneself', async () => {
    const me = (await call(t.app, 'GET', '/admin/api/me', undefined, { token: t.op })).data;
    expect(
      (await call(t.app, 'POST', `/admin/api/operators/${me.id}/status`, { status: 0 }, { token: t.op }))
        .message,
    ).toBe('不能停用自己的账号');
  });

  it('resets a lost TOTP: the operator signs in with the password and enrols again', async () => {
    const fin = await roleOperatorToken(t, 'finance');
    const { totpCode } = await import('../operators/totp.js');
    const setup = (await call(t.app, 'POST', '/admin/api/totp/setup', {}, { token: fin.token })).data;
    await call(
      t.app,
      'POST',
      '/admin/api/totp/enable',
      { code: totpCode(setup.secret, t.clock.now().getTime()) },
      { token: fin.token },
    );
    expect(
      (
        await call(t.app, 'POST', '/admin/api/login', {
          username: fin.username,
          password: OPERATOR_PASSWORDS.role,
        })
      ).message,
    ).toBe('动态验证码错误');
    expect(
      (await call(t.app, 'POST', `/admin/api/operators/${fin.id}/totp/reset`, {}, { token: t.op })).code,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/admin/api/login', {
          username: fin.username,
          password: OPERATOR_PASSWORDS.role,
        })
      ).code,
    ).toBe(200);
  });
});

describe('ledger check from the console', () => {
  it('runs the invariants, answers the result and audits the run', async () => {
    const res = await call(t.app, 'POST', '/admin/api/ledger/check', {}, { token: t.op });
    expect(res.data).toMatchObject({ ok: true, violations: [] });
    expect(res.data.accounts).toBeGreaterThan(0);
    expect((await auditRows({ action: 'ledger.check' })).data.data[0]).toMatchObject({
      detail: { ok: true, violations: 0 },
    });
  });

  it('reports a drifted balance', async () => {
    const { sql } = await import('kysely');
    const { fundedPlayer } = await import('../../../test/helpers.js');
    const player = await fundedPlayer(t, 200);
    const wallet = sql`user_id = ${player.userId} and kind = 'main'`;
    const nudge = (fen: number) =>
      sql`update accounts set balance = balance + ${fen} where ${wallet}`.execute(t.database.db);
    await nudge(1);
    const res = await call(t.app, 'POST', '/admin/api/ledger/check', {}, { token: t.op });
    expect(res.data.ok).toBe(false);
    expect(res.data.violations[0]).toMatch(/^I3: account \d+ caches/);
    await nudge(-1);
  });
});
