import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers.js';
import { HOSTILE_INPUT_MSG } from './hostile-input.js';
import { payConfigTests } from './pay-config.test-support.js';

const payConfig = payConfigTests();
const { admin, lastAudit, playerCall, tokens } = payConfig;
const channelRow = (key: string) =>
  payConfig.t.database.db
    .selectFrom('pay_channels')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();

describe('pay channels', () => {
  it('lists every channel with its label, switch, range in yuan and order', async () => {
    const res = await admin('GET', '/admin/api/pay-channels', tokens.support);
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

  it('a new range shows on the player deposit panel at once; audited before and after', async () => {
    const res = await admin('PUT', '/admin/api/pay-channels/wechat', tokens.finance, {
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
    expect(entry.before).toMatchObject({ min: '100.00', max: '5000.00', sort: 2 });
    expect(entry.after).toMatchObject({ min: '200.00', max: '3000.00', sort: 9 });
  });

  it('switched off, the channel leaves the player pay ways and its range is refused', async () => {
    expect((await admin('PUT', '/admin/api/pay-channels/wechat', tokens.finance, { enabled: 0 })).code).toBe(
      200,
    );
    expect(
      (await call(payConfig.t.app, 'GET', '/api/get_pay_way', undefined, { token: tokens.player })).data
        .wxpay,
    ).toBe(0);
    expect((await playerCall('/api/getPayRange', { type: 'wechat' })).message).toBe('该支付通道暂未开放');
    await admin('PUT', '/admin/api/pay-channels/wechat', tokens.finance, {
      enabled: 1,
      min: 100,
      max: 5000,
      sort: 2,
    });
    expect(
      (await call(payConfig.t.app, 'GET', '/api/get_pay_way', undefined, { token: tokens.player })).data
        .wxpay,
    ).toBe(1);
  });

  it('refuses bad ranges with a clear message and changes nothing', async () => {
    const before = await channelRow('alipay');
    const put = (body: unknown) => admin('PUT', '/admin/api/pay-channels/alipay', tokens.finance, body);
    expect((await put({ min: 600, max: 500 })).message).toBe('最高金额不能低于最低金额');
    expect((await put({ min: '100.50' })).message).toBe('最低金额须为整数元');
    expect((await put({ min: '一百' })).message).toBe('最低金额格式不正确，请输入金额（最多两位小数）');
    expect((await put({ min: 0 })).message).toBe('最低金额不能低于 1 元');
    expect((await put({ max: 2_000_000 })).message).toBe('最高金额不能超过 1000000 元');
    expect((await put({ sort: -1 })).code).toBe(400);
    expect((await put({})).code).toBe(400);
    expect((await put({ enabled: 1, color: 'red' })).message).toBe('不支持的参数：color');
    expect(
      (await admin('PUT', '/admin/api/pay-channels/paypal', tokens.finance, { enabled: 1 })).message,
    ).toBe('支付通道不存在');
    expect(await channelRow('alipay')).toEqual(before);
  });

  it('refuses markup in any field, records the attempt and changes nothing', async () => {
    const before = await channelRow('bank');
    const res = await admin('PUT', '/admin/api/pay-channels/bank', tokens.finance, {
      min: '<img src=x onerror=alert(1)>',
    });
    expect(res).toMatchObject({ code: 400, message: HOSTILE_INPUT_MSG });
    expect(await channelRow('bank')).toEqual(before);
    const entry = await lastAudit('paychannel.update');
    expect(entry).toMatchObject({ outcome: 'denied', target_id: 'bank' });
    expect(entry.detail).toMatchObject({ reason: 'hostile_markup', field: 'min' });
  });

  it('lets only finance and super admins change payment configuration', async () => {
    expect(
      (await admin('PUT', '/admin/api/pay-channels/bank', tokens.operations, { enabled: 0 })).status,
    ).toBe(403);
    expect((await admin('PUT', '/admin/api/pay-channels/bank', tokens.support, { enabled: 0 })).status).toBe(
      403,
    );
    expect((await channelRow('bank')).enabled).toBe(1);
    expect((await admin('GET', '/admin/api/pay-channels', 'x'.repeat(43))).status).toBe(401);
    expect(
      (await call(payConfig.t.app, 'GET', '/admin/api/pay-channels', undefined, { token: tokens.player }))
        .status,
    ).toBe(401);
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
    expect((await admin('GET', '/admin/api/payment-settings', tokens.support)).data).toEqual({
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
    const res = await admin('PUT', '/admin/api/payment-settings', tokens.finance, rules);
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
    expect(entry.before).toMatchObject({ usdt_rate: '7.20', withdraw_max: '50000.00' });
    expect(entry.after).toMatchObject({ usdt_rate: '7.10', withdraw_max: '80000.00' });
  });

  it('refuses rules that cannot work, with the reason, and keeps the saved ones', async () => {
    const put = (patch: Record<string, unknown>) =>
      admin('PUT', '/admin/api/payment-settings', tokens.finance, { ...rules, ...patch });
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
    expect((await admin('PUT', '/admin/api/payment-settings', tokens.operations, rules)).status).toBe(403);
    expect((await admin('GET', '/admin/api/payment-settings', tokens.finance)).data).toMatchObject({
      usdt_rate: '7.10',
      withdraw_hours: '09:00-23:30',
    });
  });
});
