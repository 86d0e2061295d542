import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  depositReadyPlayer,
  roleOperatorToken,
  type TestApp,
} from '../../../test/helpers.js';
import { HOSTILE_INPUT_MSG } from './hostile-input.js';

let t: TestApp;
let finance: string;
let operations: string;
let support: string;
let player: string;

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await roleOperatorToken(t, 'finance')).token;
  operations = (await roleOperatorToken(t, 'operations')).token;
  support = (await roleOperatorToken(t, 'support')).token;
  player = (await depositReadyPlayer(t.app)).token;
});
afterAll(() => t.close());

async function admin(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: any }) };
}
const playerCall = (url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token: player });
const lastAudit = (action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const channelRow = (key: string) =>
  t.database.db.selectFrom('pay_channels').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

describe('pay channels', () => {
  it('lists every channel with its label, switch, range in yuan and order', async () => {
    const res = await admin('GET', '/admin/api/pay-channels', support);
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(6);
    expect(res.data.data[0]).toEqual({
      key: 'antoken',
      label: 'AnToken 钱包',
      enabled: 1,
      min: '100.00',
      max: '50000.00',
      sort: 6,
    });
    expect(res.data.data.map((c: { key: string }) => c.key)).toEqual([
      'antoken',
      'usdt-trc20',
      'usdt-erc20',
      'bank',
      'wechat',
      'alipay',
    ]);
  });

  it('a new range shows on the player deposit panel at once, and the change is audited before/after', async () => {
    const res = await admin('PUT', '/admin/api/pay-channels/wechat', finance, {
      min: '200',
      max: 3000,
      sort: 9,
    });
    expect(res).toMatchObject({
      code: 200,
      data: { key: 'wechat', min: '200.00', max: '3000.00', sort: 9, enabled: 1 },
    });
    expect((await playerCall('/api/getPayRange', { type: 'wechat' })).data).toEqual({
      min_price: 200,
      max_price: 3000,
    });
    const recharge = await playerCall('/api/recharge', { paytype: 'wxpay', amount: 150 });
    expect(recharge.message).toBe('请输入金额在200-3000之间！');
    const entry = await lastAudit('paychannel.update');
    expect(entry).toMatchObject({ target_type: 'pay_channel', target_id: 'wechat', outcome: 'ok' });
    expect(JSON.parse(entry!.before_state)).toMatchObject({ min: '100.00', max: '5000.00', sort: 2 });
    expect(JSON.parse(entry!.after_state)).toMatchObject({ min: '200.00', max: '3000.00', sort: 9 });
  });

  it('switched off, the channel leaves the player pay ways and its range is refused', async () => {
    expect((await admin('PUT', '/admin/api/pay-channels/wechat', finance, { enabled: 0 })).code).toBe(200);
    expect((await call(t.app, 'GET', '/api/get_pay_way', undefined, { token: player })).data.wxpay).toBe(0);
    expect((await playerCall('/api/getPayRange', { type: 'wechat' })).message).toBe('该支付通道暂未开放');
    await admin('PUT', '/admin/api/pay-channels/wechat', finance, {
      enabled: 1,
      min: 100,
      max: 5000,
      sort: 2,
    });
    expect((await call(t.app, 'GET', '/api/get_pay_way', undefined, { token: player })).data.wxpay).toBe(1);
  });

  it('refuses bad ranges with a clear message and changes nothing', async () => {
    const before = await channelRow('alipay');
    const put = (body: unknown) => admin('PUT', '/admin/api/pay-channels/alipay', finance, body);
    expect((await put({ min: 600, max: 500 })).message).toBe('最高金额不能低于最低金额');
    expect((await put({ min: '100.50' })).message).toBe('最低金额须为整数元');
    expect((await put({ min: '一百' })).message).toBe('最低金额格式不正确，请输入金额（最多两位小数）');
    expect((await put({ min: 0 })).message).toBe('最低金额不能低于 1 元');
    expect((await put({ max: 2_000_000 })).message).toBe('最高金额不能超过 1000000 元');
    expect((await put({ sort: -1 })).code).toBe(400);
    expect((await put({})).code).toBe(400);
    expect((await put({ enabled: 1, color: 'red' })).message).toBe('不支持的参数：color');
    expect((await admin('PUT', '/admin/api/pay-channels/paypal', finance, { enabled: 1 })).message).toBe(
      '支付通道不存在',
    );
    expect(await channelRow('alipay')).toEqual(before);
  });

  it('refuses markup in any field, records the attempt and changes nothing', async () => {
    const before = await channelRow('bank');
    const res = await admin('PUT', '/admin/api/pay-channels/bank', finance, {
      min: '<img src=x onerror=alert(1)>',
    });
    expect(res).toMatchObject({ code: 400, message: HOSTILE_INPUT_MSG });
    expect(await channelRow('bank')).toEqual(before);
    const entry = await lastAudit('paychannel.update');
    expect(entry).toMatchObject({ outcome: 'denied', target_id: 'bank' });
    expect(JSON.parse(entry!.detail)).toMatchObject({ reason: 'hostile_markup', field: 'min' });
  });

  it('lets only finance and super admins change payment configuration', async () => {
    expect((await admin('PUT', '/admin/api/pay-channels/bank', operations, { enabled: 0 })).status).toBe(403);
    expect((await admin('PUT', '/admin/api/pay-channels/bank', support, { enabled: 0 })).status).toBe(403);
    expect((await channelRow('bank')).enabled).toBe(1);
    expect((await admin('GET', '/admin/api/pay-channels', 'x'.repeat(43))).status).toBe(401);
    expect((await call(t.app, 'GET', '/admin/api/pay-channels', undefined, { token: player })).status).toBe(
      401,
    );
  });
});

describe('receiving accounts', () => {
  const account = {
    bank_name: '中国银行',
    bank_no: '6217 8500 0001 2345 678',
    bank_owner: '深圳市金沙科技有限公司',
    bank_address: '深圳南山支行',
  };
  let id = 0;

  it('adds an account players see at once; lists show the number masked, the edit form in full', async () => {
    const res = await admin('POST', '/admin/api/pay-banks', finance, account);
    expect(res).toMatchObject({
      code: 200,
      message: '已添加收款账户',
      data: { bank_no: '6217850000012345678', state: 1 },
    });
    id = res.data.id;
    const accounts = (await playerCall('/api/getpaybank')).data;
    expect(accounts).toContainEqual({
      id,
      bank_data: {
        bank_name: '中国银行',
        bank_no: '6217850000012345678',
        bank_owner: account.bank_owner,
        bank_address: '深圳南山支行',
      },
    });

    const list = await admin('GET', '/admin/api/pay-banks?per_page=50', support);
    const row = list.data.data.find((b: { id: number }) => b.id === id);
    expect(row).toMatchObject({ bank_no: '6217 **** **** 5678', bank_name: '中国银行', state: 1 });
    expect(JSON.stringify(list.data)).not.toContain('6217850000012345678');
    expect((await admin('GET', `/admin/api/pay-banks/${id}`, finance)).data.bank_no).toBe(
      '6217850000012345678',
    );
    expect((await admin('GET', `/admin/api/pay-banks/${id}`, support)).status).toBe(403);
    expect((await admin('GET', `/admin/api/pay-banks/${id}`, operations)).status).toBe(403);
    const entry = await lastAudit('paybank.create');
    expect(JSON.parse(entry!.after_state)).toMatchObject({ id, bank_no: '6217850000012345678' });
  });

  it('edits and disables an account; a disabled one leaves the player list; filters by state', async () => {
    const res = await admin('PUT', `/admin/api/pay-banks/${id}`, finance, {
      ...account,
      bank_address: '深圳福田支行',
      state: 0,
    });
    expect(res.data).toMatchObject({ bank_address: '深圳福田支行', state: 0 });
    expect((await playerCall('/api/getpaybank')).data.map((a: { id: number }) => a.id)).not.toContain(id);
    const off = await admin('GET', '/admin/api/pay-banks?state=0', finance);
    expect(off.data.data.map((b: { id: number }) => b.id)).toEqual([id]);
    const entry = await lastAudit('paybank.update');
    expect(JSON.parse(entry!.before_state)).toMatchObject({ bank_address: '深圳南山支行', state: 1 });
    expect(JSON.parse(entry!.after_state)).toMatchObject({ bank_address: '深圳福田支行', state: 0 });
    await admin('PUT', `/admin/api/pay-banks/${id}`, finance, { ...account, state: 1 });
  });

  it('refuses bad, duplicate and hostile accounts, changing nothing', async () => {
    const count = async () => (await t.database.db.selectFrom('pay_banks').select('id').execute()).length;
    const n = await count();
    expect(
      (await admin('POST', '/admin/api/pay-banks', finance, { ...account, bank_no: '12ab' })).message,
    ).toBe('收款账号须为 8-30 位数字');
    expect(
      (await admin('POST', '/admin/api/pay-banks', finance, { ...account, bank_owner: ' ' })).message,
    ).toBe('请填写收款人（2-50 个字）');
    expect((await admin('POST', '/admin/api/pay-banks', finance, account)).message).toBe('该收款账号已存在');
    const hostile = await admin('POST', '/admin/api/pay-banks', finance, {
      ...account,
      bank_no: '6222000000000001',
      bank_owner: '<script>alert(1)</script>',
    });
    expect(hostile.message).toBe(HOSTILE_INPUT_MSG);
    expect(await count()).toBe(n);
    const entry = await lastAudit('paybank.create');
    expect(entry).toMatchObject({ outcome: 'denied' });
    expect(JSON.parse(entry!.detail)).toMatchObject({
      field: 'bank_owner',
      value: '<script>alert(1)</script>',
    });
    const before = await t.database.db
      .selectFrom('pay_banks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await admin('PUT', `/admin/api/pay-banks/${id}`, finance, {
          ...account,
          bank_address: '<a href="javascript:alert(1)">x</a>',
        })
      ).message,
    ).toBe(HOSTILE_INPUT_MSG);
    expect((await admin('PUT', '/admin/api/pay-banks/99999', finance, account)).message).toBe(
      '收款账户不存在',
    );
    expect(
      await t.database.db.selectFrom('pay_banks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      (await admin('POST', '/admin/api/pay-banks', operations, { ...account, bank_no: '6222000000000002' }))
        .status,
    ).toBe(403);
  });
});

describe('USDT rate and withdrawal rules', () => {
  const rules = {
    usdt_rate: '7.1',
    withdraw_min: '200',
    withdraw_max: 80000,
    withdraw_daily_count: '3',
    withdraw_hours: '09:00-23:30',
    withdraw_fee_trc20: '2',
    withdraw_fee_erc20: '6.5',
  };

  it('saves normalised values that players see at once, audited before/after', async () => {
    expect((await admin('GET', '/admin/api/payment-settings', support)).data).toEqual({
      usdt_rate: '7.20',
      withdraw_min: '100.00',
      withdraw_max: '50000.00',
      withdraw_daily_count: '5',
      withdraw_hours: '00:00-24:00',
      withdraw_fee_trc20: '1.00',
      withdraw_fee_erc20: '5.00',
    });
    const user = await playerCall('/api/user');
    expect(user.data.usdtrate).toBe('7.20');
    const res = await admin('PUT', '/admin/api/payment-settings', finance, rules);
    expect(res.data).toEqual({
      usdt_rate: '7.10',
      withdraw_min: '200.00',
      withdraw_max: '80000.00',
      withdraw_daily_count: '3',
      withdraw_hours: '09:00-23:30',
      withdraw_fee_trc20: '2.00',
      withdraw_fee_erc20: '6.50',
    });
    expect((await playerCall('/api/user')).data).toMatchObject({
      usdtrate: '7.10',
      withdrawcashfee: '6.50',
      withdrawfeeusdttrc: '2.00',
    });
    const entry = await lastAudit('paysettings.update');
    expect(JSON.parse(entry!.before_state)).toMatchObject({ usdt_rate: '7.20', withdraw_max: '50000.00' });
    expect(JSON.parse(entry!.after_state)).toMatchObject({ usdt_rate: '7.10', withdraw_max: '80000.00' });
  });

  it('refuses rules that cannot work, with the reason, and keeps the saved ones', async () => {
    const put = (patch: Record<string, unknown>) =>
      admin('PUT', '/admin/api/payment-settings', finance, { ...rules, ...patch });
    expect((await put({ usdt_rate: '0.5' })).message).toBe('USDT 汇率须在 1 到 100 之间，最多 4 位小数');
    expect((await put({ usdt_rate: '7.123456' })).message).toBe('USDT 汇率须在 1 到 100 之间，最多 4 位小数');
    expect((await put({ withdraw_min: '50' })).message).toBe('最低取款金额不能低于 100 元');
    expect((await put({ withdraw_max: '150' })).message).toBe('最高取款金额须高于最低取款金额');
    expect((await put({ withdraw_daily_count: '-1' })).message).toBe(
      '每日取款次数须为 0-100 的整数（0 为不限）',
    );
    expect((await put({ withdraw_hours: '9点-23点' })).message).toBe(
      '取款时间格式为 HH:mm-HH:mm，例如 09:00-23:00',
    );
    expect((await put({ withdraw_hours: '10:00-10:00' })).message).toBe(
      '取款开始与结束时间不能相同（全天请填 00:00-24:00）',
    );
    expect((await put({ withdraw_fee_erc20: '101' })).message).toBe(
      'ERC20 手续费须为 0-100 USDT，最多两位小数',
    );
    expect((await put({ withdraw_hours: '<b>09:00-23:00</b>' })).message).toBe(HOSTILE_INPUT_MSG);
    expect((await lastAudit('paysettings.update'))?.outcome).toBe('denied');
    expect((await admin('PUT', '/admin/api/payment-settings', operations, rules)).status).toBe(403);
    expect((await admin('GET', '/admin/api/payment-settings', finance)).data).toMatchObject({
      usdt_rate: '7.10',
      withdraw_hours: '09:00-23:30',
    });
  });
});
