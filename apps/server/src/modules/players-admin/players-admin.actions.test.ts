import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { call, deniedFor, inboxOf, roleOperatorToken } from '../../../test/helpers.js';
import { BLACKLISTED_WITHDRAW } from '../withdrawals/withdrawals.service.js';
import { playersAdminTests } from './players-admin.test-support.js';

const admins = playersAdminTests();
const { admin, balanceStatus, login, player, withdraw } = admins;
const auditFor = (userId: number, action: string) =>
  admins.t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('player actions', () => {
  it('blacklists: sessions end, login and withdrawals refused, audited before/after; lifted', async () => {
    const p = await player(300);
    expect(await admin('POST', `/admin/api/players/${p.userId}/blacklist`, { isblack: 1 })).toMatchObject({
      code: 400,
      message: '请填写操作原因',
    });
    expect(
      await admin('POST', `/admin/api/players/${p.userId}/blacklist`, { isblack: 1, reason: '套利' }),
    ).toMatchObject({ code: 200 });
    expect(await balanceStatus(p.token)).toBe(401);
    expect((await login(p.username)).message).toBe(MSG.blacklisted);
    expect(
      (await admin('POST', `/admin/api/players/${p.userId}/blacklist`, { isblack: 1, reason: '再次' }))
        .message,
    ).toBe('该会员已在黑名单中');
    const [entry] = await auditFor(p.userId, 'player.blacklist');
    expect(JSON.parse(entry!.before_state)).toEqual({ isblack: 0 });
    expect(JSON.parse(entry!.after_state)).toEqual({ isblack: 1 });
    expect(JSON.parse(entry!.detail)).toMatchObject({ reason: '套利' });
    // A session opened before the blacklisting on another node still cannot take money out.
    const stale = await admins.t.services.sessions.create(p.userId, '127.0.0.1', 'x');
    expect((await withdraw(p, '123456', stale)).message).toBe(BLACKLISTED_WITHDRAW);

    expect((await admin('POST', `/admin/api/players/${p.userId}/blacklist`, { isblack: 0 })).code).toBe(200);
    expect((await login(p.username)).code).toBe(200);
    expect(await auditFor(p.userId, 'player.unblacklist')).toHaveLength(1);
  });

  it('disables: the session ends and login is refused until enabled again', async () => {
    const p = await player();
    expect(
      await admin('POST', `/admin/api/players/${p.userId}/status`, { status: 0, reason: '本人申请' }),
    ).toMatchObject({ code: 200, message: '已禁用，该会员已被强制下线' });
    expect(await balanceStatus(p.token)).toBe(401);
    expect((await login(p.username)).message).toBe(MSG.disabled);
    expect(
      (await admin('POST', `/admin/api/players/${p.userId}/status`, { status: 0, reason: 'x' })).message,
    ).toBe('该会员已被禁用');
    expect(await admin('POST', `/admin/api/players/${p.userId}/status`, { status: 1 })).toMatchObject({
      code: 200,
      message: '已启用',
    });
    expect((await login(p.username)).code).toBe(200);
    const [entry] = await auditFor(p.userId, 'player.disable');
    expect([JSON.parse(entry!.before_state), JSON.parse(entry!.after_state)]).toEqual([
      { status: 1 },
      { status: 0 },
    ]);
    expect((await admin('POST', `/admin/api/players/${p.userId}/status`, { status: 2 })).code).toBe(400);
  });

  it('forces a logout: every session ends, the player can sign in again', async () => {
    const p = await player();
    const res = await admin('POST', `/admin/api/players/${p.userId}/logout`);
    expect(res).toMatchObject({ code: 200, data: { sessions: 1 } });
    expect(await balanceStatus(p.token)).toBe(401);
    expect((await admin('POST', `/admin/api/players/${p.userId}/logout`)).message).toBe(
      '该会员当前没有在线会话',
    );
    expect((await login(p.username)).code).toBe(200);
    const entries = await auditFor(p.userId, 'player.force_logout');
    expect(JSON.parse(entries[0]!.before_state)).toEqual({ active_sessions: 1 });
  });

  it('resets the payment password to a random 6 digits shown once, clearing the lock', async () => {
    const p = await player(300);
    for (let i = 0; i < 5; i++) await withdraw(p, '000000');
    expect((await withdraw(p)).message).toMatch(/支付密码错误次数过多/);
    const res = await admin('POST', `/admin/api/players/${p.userId}/pay-password/reset`);
    expect(res.data.pay_password).toMatch(/^\d{6}$/);
    const fresh = res.data.pay_password as string;
    await expect(admins.t.services.payPassword.verify(p.userId, fresh)).resolves.toBeUndefined();
    if (fresh !== '123456')
      await expect(admins.t.services.payPassword.verify(p.userId, '123456')).rejects.toThrow(/支付密码错误/);
    const [entry] = await auditFor(p.userId, 'player.pay_password_reset');
    expect(JSON.stringify(entry)).not.toContain(`"${fresh}"`);
    const msg = await inboxOf(admins.t, p.userId, { kind: 'security' });
    expect(msg.map((m) => m.title)).toEqual(['支付密码已重置']);
  });

  it('sends an inbox message through the support route (not repeated here)', async () => {
    const p = await player();
    const support = await roleOperatorToken(admins.t, 'support');
    expect(
      (
        await admin(
          'POST',
          `/admin/api/players/${p.userId}/messages`,
          { title: '您好', content: '<p>测试</p>' },
          support.token,
        )
      ).code,
    ).toBe(200);
    expect(
      (await call(admins.t.app, 'POST', '/api/messagenum', {}, { token: p.token })).data.num,
    ).toBeGreaterThan(0);
  });

  it('refuses every write to roles without players.write (403, recorded) and changes nothing', async () => {
    const p = await player();
    for (const role of ['finance', 'operations'] as const) {
      const other = await roleOperatorToken(admins.t, role);
      expect((await admin('GET', `/admin/api/players/${p.userId}`, undefined, other.token)).code).toBe(200);
      const writes: [string, unknown][] = [
        [`/admin/api/players/${p.userId}/blacklist`, { isblack: 1, reason: 'x' }],
        [`/admin/api/players/${p.userId}/status`, { status: 0, reason: 'x' }],
        [`/admin/api/players/${p.userId}/logout`, {}],
        [`/admin/api/players/${p.userId}/pay-password/reset`, {}],
      ];
      for (const [url, body] of writes)
        expect((await admin('POST', url, body, other.token)).status, `${role} ${url}`).toBe(403);
      expect(await deniedFor(admins.t, other.id)).toHaveLength(4);
    }
    expect(await balanceStatus(p.token)).toBe(200);
    const support = await roleOperatorToken(admins.t, 'support');
    expect((await admin('POST', `/admin/api/players/${p.userId}/logout`, {}, support.token)).code).toBe(200);
    expect((await call(admins.t.app, 'GET', `/admin/api/players/${p.userId}`)).status).toBe(401);
  });
});
