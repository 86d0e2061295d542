import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, depositReadyPlayer, operatorToken, type TestApp } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp();
  op = await operatorToken(t);
});
afterAll(() => t.close());

async function bankDeposit(amount: number | string) {
  const player = await depositReadyPlayer(t.app);
  const res = await call(t.app, 'POST', '/api/recharge', { paytype: 'bank', amount, bank_owner: '王五', bank: '2', bank_no: '6222000011112222', bank_address: '北京分行' }, { token: player.token });
  const d = await t.database.db.selectFrom('deposits').select('id').where('deposit_no', '=', res.data.deposit_no).executeTakeFirstOrThrow();
  return { ...player, id: d.id };
}
const balance = async (token: string) => (await call(t.app, 'POST', '/api/balance', {}, { token })).data.balance;
const admin = (method: 'GET' | 'POST', url: string, body?: unknown, token = op) => call(t.app, method, url, body, { token });

describe('operator access', () => {
  it('refuses players’ tokens, missing tokens and a first login that has not changed its password', async () => {
    const player = await depositReadyPlayer(t.app);
    expect((await admin('GET', '/admin/api/deposits/pending', undefined, player.token)).status).toBe(401);
    expect((await call(t.app, 'GET', '/admin/api/deposits/pending')).status).toBe(401);
    await t.services.operators.create('newbie01', 'Newbie12345', 'finance');
    const login = await call(t.app, 'POST', '/admin/api/login', { username: 'newbie01', password: 'Newbie12345' });
    expect(login.data.must_change_password).toBe(true);
    const res = await admin('GET', '/admin/api/deposits/pending', undefined, login.data.token);
    expect(res).toMatchObject({ status: 403, message: '首次登录请先修改密码' });
  });

  it('lets only roles with money review approve', async () => {
    await t.services.operators.create('helper01', 'Helper12345', 'support');
    let login = await call(t.app, 'POST', '/admin/api/login', { username: 'helper01', password: 'Helper12345' });
    await admin('POST', '/admin/api/password', { old_password: 'Helper12345', new_password: 'Helper54321' }, login.data.token);
    login = await call(t.app, 'POST', '/admin/api/login', { username: 'helper01', password: 'Helper54321' });
    const d = await bankDeposit(200);
    expect((await admin('GET', '/admin/api/deposits/pending', undefined, login.data.token)).code).toBe(200);
    const res = await admin('POST', `/admin/api/deposits/${d.id}/approve`, {}, login.data.token);
    expect(res).toMatchObject({ status: 403, message: '没有权限执行此操作' });
    expect(await balance(d.token)).toBe('0.00');
  });

  it('locks an operator out after 5 wrong passwords', async () => {
    await t.services.operators.create('guess001', 'Guess123456', 'finance');
    for (let i = 0; i < 5; i++) await call(t.app, 'POST', '/admin/api/login', { username: 'guess001', password: 'wrong12345' });
    expect((await call(t.app, 'POST', '/admin/api/login', { username: 'guess001', password: 'Guess123456' })).message).toMatch(/登录失败次数过多/);
  });
});

describe('bank deposit review', () => {
  it('lists pending bank deposits with the remitter’s details', async () => {
    const d = await bankDeposit('666.60');
    const res = await admin('GET', '/admin/api/deposits/pending?paytype=bank');
    expect(res.data.data).toContainEqual(expect.objectContaining({ id: d.id, amount: '666.60', remitter_name: '王五', remitter_bank: '中国建设银行' }));
  });

  it('approves once: credits the player, records who and when, and refuses a second approval', async () => {
    const d = await bankDeposit(1000);
    expect(await admin('POST', `/admin/api/deposits/${d.id}/approve`, {})).toMatchObject({ code: 200 });
    expect(await balance(d.token)).toBe('1000.00');
    const again = await admin('POST', `/admin/api/deposits/${d.id}/approve`, {});
    expect(again.message).toBe('该订单已处理');
    expect(await balance(d.token)).toBe('1000.00');
    const row = await t.database.db.selectFrom('deposits').select(['state', 'reviewed_by', 'reviewed_at']).where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.state).toBe(2);
    expect(row.reviewed_by).toBeGreaterThan(0);
    expect(row.reviewed_at).toBe(t.clock.now().getTime());
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'deposit.approve').where('target_id', '=', String(d.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('approves exactly once when two operators press at the same moment', async () => {
    const d = await bankDeposit(300);
    const both = await Promise.all([admin('POST', `/admin/api/deposits/${d.id}/approve`, {}), admin('POST', `/admin/api/deposits/${d.id}/approve`, {})]);
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await balance(d.token)).toBe('300.00');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('rejects with a reason, and a rejected deposit cannot be approved', async () => {
    const d = await bankDeposit(400);
    expect((await admin('POST', `/admin/api/deposits/${d.id}/reject`, { reason: '' })).code).toBe(400);
    expect(await admin('POST', `/admin/api/deposits/${d.id}/reject`, { reason: '未查询到入账' })).toMatchObject({ code: 200 });
    expect((await admin('POST', `/admin/api/deposits/${d.id}/approve`, {})).message).toBe('该订单已处理');
    expect(await balance(d.token)).toBe('0.00');
  });

  it('does not let gateway orders be approved by hand', async () => {
    const player = await depositReadyPlayer(t.app);
    const res = await call(t.app, 'POST', '/api/recharge', { paytype: 'alipay', amount: 200 }, { token: player.token });
    const d = await t.database.db.selectFrom('deposits').select('id').where('deposit_no', '=', res.message).executeTakeFirstOrThrow();
    expect((await admin('POST', `/admin/api/deposits/${d.id}/approve`, {})).message).toMatch(/不能人工审核/);
  });
});
