import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER,
  call,
  deniedFor,
  depositReadyPlayer,
  OPERATOR_PASSWORDS,
  recharge,
  roleOperatorToken,
  signInOperator,
  useTestApp,
  walletBalance,
} from '../../../test/helpers.js';
import { HOSTILE_INPUT_MSG } from '@app/shared';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp(signInOperator);

async function bankDeposit(amount: number | string) {
  const player = await depositReadyPlayer(t.app);
  const res = await recharge(t.app, player.token, { ...BANK_TRANSFER, amount });
  const d = await t.database.db
    .selectFrom('deposits')
    .select('id')
    .where('deposit_no', '=', res.data.deposit_no)
    .executeTakeFirstOrThrow();
  return { ...player, id: d.id };
}
const balance = (token: string) => walletBalance(t.app, token);
const admin = (method: 'GET' | 'POST', url: string, body?: unknown, token = t.op) =>
  call(t.app, method, url, body, { token });
/** Approves or rejects deposit order `id`, as the first operator unless a token is given. */
const review = (id: number, decision: 'approve' | 'reject', body?: unknown, token?: string) =>
  admin('POST', `/admin/api/deposits/${id}/${decision}`, body, token);

describe('operator access', () => {
  it('refuses players’ tokens, missing tokens and a first login with its password unchanged', async () => {
    const player = await depositReadyPlayer(t.app);
    expect((await admin('GET', '/admin/api/deposits/pending', undefined, player.token)).status).toBe(401);
    expect((await call(t.app, 'GET', '/admin/api/deposits/pending')).status).toBe(401);
    await t.services.operators.accounts.create('newbie01', 'Newbie12345', 'finance');
    const login = await call(t.app, 'POST', '/admin/api/login', {
      username: 'newbie01',
      password: 'Newbie12345',
    });
    expect(login.data.must_change_password).toBe(true);
    const res = await admin('GET', '/admin/api/deposits/pending', undefined, login.data.token);
    expect(res).toMatchObject({ status: 403, message: '首次登录请先修改密码' });
  });

  it('lets only roles with money review approve', async () => {
    const { roleInitial, role } = OPERATOR_PASSWORDS;
    await t.services.operators.accounts.create('helper01', roleInitial, 'support');
    let login = await call(t.app, 'POST', '/admin/api/login', {
      username: 'helper01',
      password: roleInitial,
    });
    await admin(
      'POST',
      '/admin/api/password',
      { old_password: roleInitial, new_password: role },
      login.data.token,
    );
    login = await call(t.app, 'POST', '/admin/api/login', { username: 'helper01', password: role });
    const d = await bankDeposit(200);
    expect((await admin('GET', '/admin/api/deposits/pending', undefined, login.data.token)).code).toBe(200);
    const res = await review(d.id, 'approve', {}, login.data.token);
    expect(res).toMatchObject({ status: 403, message: '没有权限执行此操作' });
    expect(await balance(d.token)).toBe('0.00');
  });

  it('locks an operator out after 5 wrong passwords', async () => {
    await t.services.operators.accounts.create('guess001', 'Guess123456', 'finance');
    for (let i = 0; i < 5; i++)
      await call(t.app, 'POST', '/admin/api/login', { username: 'guess001', password: 'wrong12345' });
    expect(
      (await call(t.app, 'POST', '/admin/api/login', { username: 'guess001', password: 'Guess123456' }))
        .message,
    ).toMatch(/登录失败次数过多/);
  });
});

describe('bank deposit review', () => {
  it('lists pending bank deposits with the remitter’s details', async () => {
    const d = await bankDeposit('666.60');
    const res = await admin('GET', '/admin/api/deposits/pending?paytype=bank');
    expect(res.data.data).toContainEqual(
      expect.objectContaining({
        id: d.id,
        amount: '666.60',
        remitter_name: '王五',
        remitter_bank: '中国建设银行',
      }),
    );
  });

  it('approves once: credits the player, records who and when, and refuses a second approval', async () => {
    const d = await bankDeposit(1000);
    expect(await review(d.id, 'approve', {})).toMatchObject({ code: 200 });
    expect(await balance(d.token)).toBe('1000.00');
    const again = await review(d.id, 'approve', {});
    expect(again.message).toBe('该订单已处理');
    expect(await balance(d.token)).toBe('1000.00');
    const row = await t.database.db
      .selectFrom('deposits')
      .select(['state', 'reviewed_by', 'reviewed_at'])
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(2);
    expect(row.reviewed_by).toBeGreaterThan(0);
    expect(row.reviewed_at).toBe(t.clock.now().getTime());
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'deposit.approve')
      .where('target_id', '=', String(d.id))
      .orderBy('id')
      .execute();
    // The approval, with the state and balance before and after; then the refused second attempt.
    expect(audit.map((a) => a.outcome)).toEqual(['ok', 'denied']);
    expect(JSON.parse(audit[0]!.before_state)).toEqual({ state: 1, balance: '0.00' });
    expect(JSON.parse(audit[0]!.after_state)).toEqual({ state: 2, balance: '1000.00' });
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({ refused: '该订单已处理' });
  });

  it('approves exactly once when two operators press at the same moment', async () => {
    const d = await bankDeposit(300);
    const both = await Promise.all([review(d.id, 'approve', {}), review(d.id, 'approve', {})]);
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await balance(d.token)).toBe('300.00');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('rejects with a reason, and a rejected deposit cannot be approved', async () => {
    const d = await bankDeposit(400);
    expect(await review(d.id, 'reject', { reason: ' ' })).toMatchObject({
      code: 400,
      message: '请填写拒绝原因',
    });
    expect(await review(d.id, 'reject', { reason: '未查询到入账' })).toMatchObject({ code: 200 });
    expect((await review(d.id, 'approve', {})).message).toBe('该订单已处理');
    expect(await balance(d.token)).toBe('0.00');
  });

  it('does not let gateway orders be approved by hand', async () => {
    const player = await depositReadyPlayer(t.app);
    const res = await recharge(t.app, player.token, { amount: 200 });
    const d = await t.database.db
      .selectFrom('deposits')
      .select('id')
      .where('deposit_no', '=', res.message)
      .executeTakeFirstOrThrow();
    expect((await review(d.id, 'approve', {})).message).toMatch(/不能人工审核/);
  });
});

describe('remitter details', () => {
  it('refuses markup in the remitter’s name, bank, card or branch; nothing reaches the queue', async () => {
    const player = await depositReadyPlayer(t.app);
    const good = { ...BANK_TRANSFER, amount: 300 };
    for (const hostile of [
      { bank_owner: '<script>alert(1)</script>' },
      { bank: '<img src=x onerror=alert(1)>' },
      { bank_no: '<b>6222</b>' },
      { bank_address: 'javascript:alert(1)' },
    ]) {
      const res = await recharge(t.app, player.token, { ...good, ...hostile });
      expect(res, JSON.stringify(hostile)).toMatchObject({ code: 400, message: HOSTILE_INPUT_MSG });
    }
    const queue = await admin('GET', '/admin/api/deposits/pending?per_page=200');
    expect(JSON.stringify(queue.data)).not.toMatch(/<script|<img|<b>|javascript:/);
  });
});

describe('queue context and history', () => {
  const nameOf = async (token: string) =>
    (await call(t.app, 'POST', '/api/user', {}, { token })).data.username as string;

  it('shows each pending order with its player’s name, balance and turnover still required', async () => {
    const d = await bankDeposit(250);
    const username = await nameOf(d.token);
    const res = await admin(
      'GET',
      `/admin/api/deposits/pending?username=${username.toUpperCase()}&per_page=5`,
    );
    expect(res.data.total).toBe(1);
    expect(res.data.data[0]).toMatchObject({
      id: d.id,
      username,
      realname: '王五',
      balance: '0.00',
      turnover_required: '0.00',
      isblack: 0,
      user_status: 1,
      amount: '250.00',
      state: 1,
    });
  });

  it('lists handled orders with the reviewer, filtered by state, player and day', async () => {
    const credited = await bankDeposit(120);
    const refused = await bankDeposit(130);
    await review(credited.id, 'approve', {});
    await review(refused.id, 'reject', { reason: '未到账' });
    const name = await nameOf(refused.token);
    const all = await admin('GET', '/admin/api/deposits/history?per_page=200');
    expect(all.data.data).toContainEqual(
      expect.objectContaining({ id: credited.id, state: 2, reviewer: 'admin' }),
    );
    expect(all.data.data).toContainEqual(
      expect.objectContaining({ id: refused.id, state: 3, reason: '未到账', reviewer: 'admin' }),
    );
    expect(all.data.data.every((r: { state: number }) => r.state !== 1)).toBe(true);
    const rejected = await admin('GET', `/admin/api/deposits/history?state=3&username=${name}`);
    expect(rejected.data).toMatchObject({ total: 1, data: [expect.objectContaining({ id: refused.id })] });
    // The clock stands at 2026-11-22 12:00 Beijing.
    expect(
      (await admin('GET', `/admin/api/deposits/history?username=${name}&from=2026-11-22&to=2026-11-22`)).data
        .total,
    ).toBe(1);
    expect(
      (await admin('GET', `/admin/api/deposits/history?username=${name}&from=2026-11-23`)).data.total,
    ).toBe(0);
    expect((await admin('GET', '/admin/api/deposits/history?state=1')).code).toBe(400);
    expect((await admin('GET', '/admin/api/deposits/history?from=2026-13-01')).code).toBe(400);
    expect((await admin('GET', '/admin/api/deposits/history?per_page=201')).code).toBe(400);
  });

  it('lets read-only money roles see the lists but not review', async () => {
    const ops = await roleOperatorToken(t, 'operations');
    const d = await bankDeposit(140);
    expect((await admin('GET', '/admin/api/deposits/history', undefined, ops.token)).code).toBe(200);
    expect((await admin('GET', '/admin/api/deposits/pending', undefined, ops.token)).code).toBe(200);
    expect((await review(d.id, 'approve', {}, ops.token)).status).toBe(403);
    expect((await review(d.id, 'reject', { reason: 'x' }, ops.token)).status).toBe(403);
    expect(await deniedFor(t, ops.id)).toHaveLength(2);
    expect(await balance(d.token)).toBe('0.00');
  });
});
