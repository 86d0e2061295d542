import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import {
  GOOD_PASSWORD,
  buildTestApp,
  call,
  fundedPlayer,
  operatorToken,
  registerPlayer,
  roleOperatorToken,
  type TestApp,
} from '../../../test/helpers.js';
import { BLACKLISTED_WITHDRAW } from '../withdrawals/withdrawals.service.js';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp();
  op = await operatorToken(t);
  await t.services.settings.set({ turnover_multiple: '1', withdraw_daily_count: '0' });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, body?: unknown, token = op) =>
  call(t.app, method, url, body, { token });
const login = (name: string) => call(t.app, 'POST', '/api/login_pc', { name, password: GOOD_PASSWORD });
const balanceStatus = async (token: string) =>
  (await call(t.app, 'POST', '/api/balance', {}, { token })).status;
const auditFor = (userId: number, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', '=', action)
    .orderBy('id')
    .execute();

async function player(funded = 0) {
  const p =
    funded > 0 ? await fundedPlayer(t, funded) : { ...(await registerPlayer(t.app)), cardId: 0, userId: 0 };
  const userId = p.userId || (await t.services.sessions.resolve(p.token))!;
  const username = (await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.username as string;
  return { ...p, userId, username };
}

describe('player search', () => {
  it('finds players by username prefix, real name, mobile and referring agent, paged on the server', async () => {
    const agent = await player();
    const a = await registerPlayer(t.app, { pid: String(agent.userId), realname: '欧阳娜娜' });
    const b = await registerPlayer(t.app, { pid: String(agent.userId), realname: '欧阳修' });
    const aId = (await t.services.sessions.resolve(a.token))!;
    await t.database.db.updateTable('users').set({ mobile: '13912345678' }).where('id', '=', aId).execute();

    const byName = await admin('GET', `/admin/api/players?username=${a.name.slice(0, 5).toUpperCase()}`);
    expect(byName.data.data.map((u: { username: string }) => u.username)).toContain(a.name);
    expect(
      byName.data.data.every((u: { username: string }) => u.username.startsWith(a.name.slice(0, 5))),
    ).toBe(true);

    const byReal = await admin('GET', `/admin/api/players?realname=${encodeURIComponent('欧阳')}`);
    expect(byReal.data.data.map((u: { username: string }) => u.username).sort()).toEqual(
      [a.name, b.name].sort(),
    );
    const byMobile = await admin('GET', '/admin/api/players?mobile=1234567');
    expect(byMobile.data).toMatchObject({
      total: 1,
      data: [
        expect.objectContaining({
          username: a.name,
          mobile: '13912345678',
          balance: '0.00',
          status: 1,
          isblack: 0,
        }),
      ],
    });

    const byAgentName = await admin('GET', `/admin/api/players?agent=${agent.username}`);
    expect(byAgentName.data.total).toBe(2);
    expect(byAgentName.data.data[0]).toMatchObject({ pid: agent.userId, agent_username: agent.username });
    expect(
      (await admin('GET', `/admin/api/players?agent=${agent.userId}&per_page=1&page=2`)).data,
    ).toMatchObject({ total: 2, data: [expect.anything()] });
    expect((await admin('GET', '/admin/api/players?agent=nobody99')).data).toEqual({ total: 0, data: [] });
    // LIKE wildcards are taken literally.
    expect((await admin('GET', '/admin/api/players?realname=%25')).data.total).toBe(0);
  });

  it('refuses malformed filters with a message and no stack trace', async () => {
    for (const q of ['per_page=500', 'page=0', 'status=2', 'from=2026-02-30', 'unknown=1']) {
      const res = await admin('GET', `/admin/api/players?${q}`);
      expect(res.code, q).toBe(400);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('player detail', () => {
  it('shows profile, VIP, wallets, totals, turnover and cards with only the last four digits', async () => {
    const p = await player(800);
    const cardNo = (
      await t.database.db
        .selectFrom('cards')
        .select('bank_no')
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow()
    ).bank_no;
    const res = await admin('GET', `/admin/api/players/${p.userId}`);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id: p.userId,
      username: p.username,
      realname: '王五',
      status: 1,
      isblack: 0,
      vip: { level: 0 },
      total_balance: '800.00',
      deposit_total: '800.00',
      deposit_count: 1,
      withdrawal_total: '0.00',
      turnover_required: '800.00',
      active_sessions: 1,
    });
    expect(res.data.wallets[0]).toEqual({ platform: '', name: '中心钱包', balance: '800.00' });
    expect(res.data.cards).toEqual([
      expect.objectContaining({
        type: 1,
        type_label: '银行卡',
        bank: '中国银行',
        bank_no: `**** ${cardNo.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(res.data)).not.toContain(cardNo.slice(0, 8));
    expect(await admin('GET', '/admin/api/players/99999999')).toMatchObject({
      code: 404,
      message: '会员不存在',
    });
  });

  it('pages the ledger history, filtered by day and reason', async () => {
    const p = await player(500);
    await call(
      t.app,
      'POST',
      '/api/withdraw',
      { amount: 100, bank: p.cardId, password: '123456' },
      { token: p.token },
    );
    // The withdrawal waits for the turnover; clear it and try again.
    await t.database.db
      .updateTable('player_turnover')
      .set({ required_fen: 0 })
      .where('user_id', '=', p.userId)
      .execute();
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/withdraw',
          { amount: 100, bank: p.cardId, password: '123456' },
          { token: p.token },
        )
      ).code,
    ).toBe(200);
    const all = await admin('GET', `/admin/api/players/${p.userId}/ledger`);
    expect(all.data.total).toBe(2);
    expect(all.data.data[0]).toMatchObject({
      reason: 'withdrawal_hold',
      reason_label: '取款冻结',
      amount: '-100.00',
      balance_after: '400.00',
      wallet: '中心钱包',
    });
    expect(all.data.data[1]).toMatchObject({ reason: 'deposit', amount: '500.00', balance_after: '500.00' });
    expect((await admin('GET', `/admin/api/players/${p.userId}/ledger?reason=deposit`)).data.total).toBe(1);
    expect(
      (await admin('GET', `/admin/api/players/${p.userId}/ledger?per_page=1&page=2`)).data.data[0].reason,
    ).toBe('deposit');
    expect((await admin('GET', `/admin/api/players/${p.userId}/ledger?from=2026-11-23`)).data.total).toBe(0);
    expect((await admin('GET', `/admin/api/players/${p.userId}/ledger?reason=nope`)).code).toBe(400);
  });

  it('lists logins with IP, time and browser', async () => {
    const p = await player();
    await call(
      t.app,
      'POST',
      '/api/login_pc',
      { name: p.username, password: GOOD_PASSWORD },
      { ip: '10.1.2.3', headers: { 'user-agent': 'TestPhone/1.0' } },
    );
    const res = await admin('GET', `/admin/api/players/${p.userId}/logins`);
    expect(res.data.total).toBe(2);
    expect(res.data.data[0]).toMatchObject({
      ip: '10.1.2.3',
      user_agent: 'TestPhone/1.0',
      created_at: '2026-11-22 12:00:00',
    });
  });

  it('gives money reviewers the player context: balance, turnover, recent deposits, withdrawals and bets, cards', async () => {
    const p = await player(300);
    await t.database.db
      .insertInto('bets')
      .values({
        provider: 'demo',
        bet_id: `b-${p.userId}`,
        user_id: p.userId,
        platform: 'demo',
        game_code: 'x',
        round_no: 'r1',
        bet_fen: 1000,
        valid_bet_fen: 1000,
        win_loss_fen: -1000,
        status: 1,
        wallet_mode: 'transfer',
        bet_time: t.clock.now().getTime(),
        created_at: t.clock.now().getTime(),
      })
      .execute();
    const finance = await roleOperatorToken(t, 'finance');
    const res = await admin('GET', `/admin/api/players/${p.userId}/context`, undefined, finance.token);
    expect(res.data).toMatchObject({
      username: p.username,
      balance: '300.00',
      game_balance: '0.00',
      turnover_required: '300.00',
      deposit_total: '300.00',
    });
    expect(res.data.recent_deposits).toEqual([expect.objectContaining({ amount: '300.00', state: 2 })]);
    expect(res.data.recent_bets).toEqual([
      expect.objectContaining({ bet: '10.00', win_loss: '-10.00', status: 1 }),
    ]);
    expect(res.data.cards[0].bank_no).toMatch(/^\*\*\*\* \d{4}$/);
  });
});

describe('player actions', () => {
  it('blacklists: sessions end, login, withdrawals refused; audited before and after; lifted again', async () => {
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
    const stale = await t.services.sessions.create(p.userId, '127.0.0.1', 'x');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/withdraw',
          { amount: 100, bank: p.cardId, password: '123456' },
          { token: stale },
        )
      ).message,
    ).toBe(BLACKLISTED_WITHDRAW);

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
    for (let i = 0; i < 5; i++)
      await call(
        t.app,
        'POST',
        '/api/withdraw',
        { amount: 100, bank: p.cardId, password: '000000' },
        { token: p.token },
      );
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/withdraw',
          { amount: 100, bank: p.cardId, password: '123456' },
          { token: p.token },
        )
      ).message,
    ).toMatch(/支付密码错误次数过多/);
    const res = await admin('POST', `/admin/api/players/${p.userId}/pay-password/reset`);
    expect(res.data.pay_password).toMatch(/^\d{6}$/);
    const fresh = res.data.pay_password as string;
    await expect(t.services.payPassword.verify(p.userId, fresh)).resolves.toBeUndefined();
    if (fresh !== '123456')
      await expect(t.services.payPassword.verify(p.userId, '123456')).rejects.toThrow(/支付密码错误/);
    const [entry] = await auditFor(p.userId, 'player.pay_password_reset');
    expect(JSON.stringify(entry)).not.toContain(`"${fresh}"`);
    const msg = await t.database.db
      .selectFrom('messages')
      .select('title')
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'security')
      .execute();
    expect(msg.map((m) => m.title)).toEqual(['支付密码已重置']);
  });

  it('sends an inbox message through the support route (not repeated here)', async () => {
    const p = await player();
    const support = await roleOperatorToken(t, 'support');
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
    expect((await call(t.app, 'POST', '/api/messagenum', {}, { token: p.token })).data.num).toBeGreaterThan(
      0,
    );
  });

  it('refuses every write to roles without players.write (403, recorded) and changes nothing', async () => {
    const p = await player();
    for (const role of ['finance', 'operations'] as const) {
      const other = await roleOperatorToken(t, role);
      expect((await admin('GET', `/admin/api/players/${p.userId}`, undefined, other.token)).code).toBe(200);
      const writes: [string, unknown][] = [
        [`/admin/api/players/${p.userId}/blacklist`, { isblack: 1, reason: 'x' }],
        [`/admin/api/players/${p.userId}/status`, { status: 0, reason: 'x' }],
        [`/admin/api/players/${p.userId}/logout`, {}],
        [`/admin/api/players/${p.userId}/pay-password/reset`, {}],
      ];
      for (const [url, body] of writes)
        expect((await admin('POST', url, body, other.token)).status, `${role} ${url}`).toBe(403);
      const denied = await t.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('operator_id', '=', other.id)
        .where('outcome', '=', 'denied')
        .execute();
      expect(denied).toHaveLength(4);
    }
    expect(await balanceStatus(p.token)).toBe(200);
    const support = await roleOperatorToken(t, 'support');
    expect((await admin('POST', `/admin/api/players/${p.userId}/logout`, {}, support.token)).code).toBe(200);
    expect((await call(t.app, 'GET', `/admin/api/players/${p.userId}`)).status).toBe(401);
  });
});
