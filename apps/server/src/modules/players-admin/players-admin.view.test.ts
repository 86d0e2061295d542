import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, call, registerPlayer, roleOperatorToken } from '../../../test/helpers.js';
import { playersAdminTests } from './players-admin.test-support.js';

const admins = playersAdminTests();
const { admin, player, withdraw } = admins;

describe('player search', () => {
  it('finds players by username prefix, real name, mobile and referring agent, server-paged', async () => {
    const agent = await player();
    const a = await registerPlayer(admins.t.app, { pid: String(agent.userId), realname: '欧阳娜娜' });
    const b = await registerPlayer(admins.t.app, { pid: String(agent.userId), realname: '欧阳修' });
    const aId = (await admins.t.services.sessions.resolve(a.token))!;
    await admins.t.database.db
      .updateTable('users')
      .set({ mobile: '13912345678' })
      .where('id', '=', aId)
      .execute();

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
      await admins.t.database.db
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
    await withdraw(p);
    // The withdrawal waits for the turnover; clear it and try again.
    await admins.t.database.db
      .updateTable('player_turnover')
      .set({ required_fen: 0 })
      .where('user_id', '=', p.userId)
      .execute();
    expect((await withdraw(p)).code).toBe(200);
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
      admins.t.app,
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

  it('gives reviewers context: balance, turnover, recent deposits, withdrawals, bets, cards', async () => {
    const p = await player(300);
    await admins.t.database.db
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
        bet_time: admins.t.clock.now().getTime(),
        created_at: admins.t.clock.now().getTime(),
      })
      .execute();
    const finance = await roleOperatorToken(admins.t, 'finance');
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
