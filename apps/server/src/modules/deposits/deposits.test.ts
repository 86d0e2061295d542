import { describe, expect, it } from 'vitest';
import { DEPOSIT_MSG, rangeMessage } from '@app/shared';
import {
  call,
  countRows,
  depositReadyPlayer,
  registerPlayer,
  useTestApp,
  walletBalance,
} from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp();

const recharge = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/recharge', body, { token });
const balance = (token: string) => walletBalance(t.app, token);
const depositCount = () => countRows(t, 'deposits');

describe('pay ways and ranges', () => {
  it('lists the channel switches with manual recharge always on', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await call(t.app, 'GET', '/api/get_pay_way', undefined, { token });
    expect(res.data).toEqual({ antoken: 1, usdt: 1, card: 1, wxpay: 1, alipay: 1, rengong: 1 });
    await t.database.db
      .updateTable('pay_channels')
      .set({ enabled: 0 })
      .where('key', 'in', ['usdt-trc20', 'usdt-erc20'])
      .execute();
    expect((await call(t.app, 'GET', '/api/get_pay_way', undefined, { token })).data.usdt).toBe(0);
    expect((await call(t.app, 'POST', '/api/getPayRange', { type: 'usdt-trc20' }, { token })).message).toBe(
      DEPOSIT_MSG.channelClosed,
    );
    expect((await recharge(token, { paytype: 'usdt', catepay: 'TRC20', amount: 200 })).message).toBe(
      DEPOSIT_MSG.channelClosed,
    );
    await t.database.db.updateTable('pay_channels').set({ enabled: 1 }).execute();
  });

  it('answers each channel’s range in yuan', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await call(t.app, 'POST', '/api/getPayRange', { type: 'bank' }, { token })).data).toEqual({
      min_price: 100,
      max_price: 10000,
    });
    expect((await call(t.app, 'POST', '/api/getPayRange', { type: 'usdt-erc20' }, { token })).data).toEqual({
      min_price: 500,
      max_price: 50000,
    });
    expect((await call(t.app, 'POST', '/api/getPayRange', { type: 'paypal' }, { token })).code).toBe(400);
  });

  it('lists the receiving bank accounts', async () => {
    await t.database.db
      .insertInto('pay_banks')
      .values({
        bank_name: '招商银行',
        bank_no: '6225880155667788',
        bank_owner: '某某科技',
        bank_address: '深圳',
        created_at: 0,
      })
      .execute();
    const { token } = await registerPlayer(t.app);
    const res = await call(t.app, 'POST', '/api/getpaybank', {}, { token });
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      bank_data: {
        bank_name: '招商银行',
        bank_no: '6225880155667788',
        bank_owner: '某某科技',
        bank_address: '深圳',
      },
    });
  });
});

describe('POST /api/recharge refusals', () => {
  it('needs a bound card or wallet first', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await recharge(token, { paytype: 'alipay', amount: 200 })).message).toBe(DEPOSIT_MSG.noCardBound);
  });

  it.each([
    ['below the minimum', 99.99],
    ['above the maximum', 5000.01],
    ['zero', 0],
    ['negative', -100],
    ['non-numeric', 'abc'],
    ['three decimals', '100.001'],
    ['absurdly large', '99999999999999999999'],
    ['exponent notation', '1e3'],
  ])('refuses an amount %s with the range message and stores nothing', async (_label, amount) => {
    const { token } = await depositReadyPlayer(t.app);
    const before = await depositCount();
    expect(await recharge(token, { paytype: 'alipay', amount })).toMatchObject({
      code: 400,
      message: rangeMessage(10_000, 500_000),
    });
    expect(await depositCount()).toBe(before);
  });

  it('refuses unknown pay types and USDT without a protocol', async () => {
    const { token } = await depositReadyPlayer(t.app);
    expect((await recharge(token, { paytype: 'paypal', amount: 200 })).message).toBe(
      DEPOSIT_MSG.unknownPaytype,
    );
    expect((await recharge(token, { paytype: 'usdt', amount: 200 })).message).toBe(
      DEPOSIT_MSG.protocolRequired,
    );
    expect((await recharge(token, { paytype: 'usdt', catepay: 'BEP20', amount: 200 })).message).toBe(
      DEPOSIT_MSG.protocolRequired,
    );
  });

  it('checks the bank form in the spec order', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const form = {
      paytype: 'bank',
      amount: 500,
      bank_owner: '王五',
      bank: '1',
      bank_no: '6222000011112222',
      bank_address: '北京分行',
    };
    expect((await recharge(token, { ...form, bank_owner: '' })).message).toBe(DEPOSIT_MSG.remitterName);
    expect((await recharge(token, { ...form, bank: '' })).message).toBe(DEPOSIT_MSG.bankType);
    expect((await recharge(token, { ...form, bank_no: '' })).message).toBe(DEPOSIT_MSG.bankNo);
    expect((await recharge(token, { ...form, bank_address: '' })).message).toBe(DEPOSIT_MSG.branch);
    expect((await recharge(token, { ...form, bank: '99999' })).message).toBe(DEPOSIT_MSG.bankType);
    expect((await recharge(token, { ...form, amount: 50 })).message).toBe(rangeMessage(10_000, 1_000_000));
  });

  it('caps open orders per player', async () => {
    const { token } = await depositReadyPlayer(t.app);
    for (let i = 0; i < 5; i++)
      expect((await recharge(token, { paytype: 'wxpay', amount: 100 })).code).toBe(200);
    expect((await recharge(token, { paytype: 'wxpay', amount: 100 })).message).toMatch(/未完成的充值订单/);
  });
});

describe('bank transfer deposits', () => {
  it('are created pending and await review', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const res = await recharge(token, {
      paytype: 'bank',
      amount: '1000.50',
      bank_owner: '王五',
      bank: '1',
      bank_no: '6222000011112222',
      bank_address: '北京分行',
    });
    expect(res).toMatchObject({ code: 200, message: DEPOSIT_MSG.bankSubmitted });
    const d = await t.database.db
      .selectFrom('deposits')
      .selectAll()
      .where('deposit_no', '=', res.data.deposit_no)
      .executeTakeFirstOrThrow();
    expect(d).toMatchObject({
      state: 1,
      paytype: 'bank',
      amount_fen: 100050,
      currency: 'CNY',
      remitter_bank: '中国工商银行',
      remitter_name: '王五',
    });
    expect(await balance(token)).toBe('0.00');
  });
});

describe('gateway deposits', () => {
  it('creates a USDT order at the locked rate and shows its pay info', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const res = await recharge(token, { paytype: 'usdt', catepay: 'TRC20', amount: 100 });
    expect(res.code).toBe(200);
    expect(res.message).toMatch(/^D\d{20}$/);
    const info = await call(t.app, 'POST', '/api/payinfo', { deposit_no: res.message }, { token });
    expect(info.data).toMatchObject({
      deposit_no: res.message,
      type: 'usdtpay',
      state: 1,
      info: { amount: '100.00', real_money: '13.88', bank: 'USDT-TRC20' },
    });
    expect(info.data.cardlist.mch_id).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(info.data.cardlist.payimg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(info.data.pay_url).toMatch(/^\/sandbox\/pay\/SB/);
    const order = await t.sandbox.order(info.data.pay_url.split('/').pop()!);
    expect(order).toMatchObject({ amount: 1388, currency: 'USDT', merchant_order_no: res.message });
  });

  it('shows the token-wallet view for AnToken orders', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const res = await recharge(token, { paytype: 'antoken', amount: 720 });
    const info = await call(t.app, 'POST', '/api/payinfo', { deposit_no: res.message }, { token });
    expect(info.message).toBe('antoken');
    expect(info.data).toMatchObject({
      deposit_no: res.message,
      real_money: '100.00',
      url: expect.stringContaining('/sandbox/pay/'),
    });
    expect(info.data.qrcode).toMatch(/^data:image\/svg\+xml/);
  });

  it('never shows another player’s order', async () => {
    const a = await depositReadyPlayer(t.app);
    const b = await registerPlayer(t.app);
    const res = await recharge(a.token, { paytype: 'alipay', amount: 300 });
    expect(
      (await call(t.app, 'POST', '/api/payinfo', { deposit_no: res.message }, { token: b.token })).message,
    ).toBe(DEPOSIT_MSG.notFound);
  });

  it('credits the yuan amount once the sandbox reports the payment', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const res = await recharge(token, { paytype: 'usdt', catepay: 'ERC20', amount: '888.88' });
    const orderNo = (
      await call(t.app, 'POST', '/api/payinfo', { deposit_no: res.message }, { token })
    ).data.pay_url
      .split('/')
      .pop();
    expect(await t.sandbox.settle(orderNo, 'paid')).toBe(true);
    expect(await balance(token)).toBe('888.88');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${orderNo}` });
    expect(page.body).toContain(`href="/#/payInfo?deposit_no=${res.message}"`);
    expect((await t.sandbox.order(orderNo))!.acknowledged_at).not.toBeNull();
    expect(await t.sandbox.settle(orderNo, 'paid')).toBe(false);
    expect(await balance(token)).toBe('888.88');
    const journal = await t.database.db
      .selectFrom('ledger_journals')
      .selectAll()
      .where('idem_key', '=', `deposit:${res.message}`)
      .executeTakeFirstOrThrow();
    expect(journal).toMatchObject({ reason: 'deposit', amount: 88888, ref_type: 'deposit' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('closes an order the gateway reports failed', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const res = await recharge(token, { paytype: 'wxpay', amount: 150 });
    const orderNo = (
      await call(t.app, 'POST', '/api/payinfo', { deposit_no: res.message }, { token })
    ).data.pay_url
      .split('/')
      .pop();
    await t.sandbox.settle(orderNo, 'failed');
    const closed = await t.database.db
      .selectFrom('deposits')
      .select('state')
      .where('deposit_no', '=', res.message)
      .executeTakeFirstOrThrow();
    expect(closed.state).toBe(3);
    expect(await balance(token)).toBe('0.00');
  });
});

describe('deposit records', () => {
  it('lists the player’s own deposits with state and pay way', async () => {
    const { token } = await depositReadyPlayer(t.app);
    await recharge(token, { paytype: 'alipay', amount: 123 });
    const other = await depositReadyPlayer(t.app);
    await recharge(other.token, { paytype: 'alipay', amount: 456 });
    const page = await call(t.app, 'POST', '/api/gettransrecord', { date: 1, type: 1, page: 1 }, { token });
    expect(page.data).toMatchObject({
      total: 1,
      last_page: 1,
      data: [{ pay_way: '支付宝', amount: '123.00', state: 1, out_trade_no: expect.stringMatching(/^D/) }],
    });
    // Yesterday's deposits are outside "today" but inside "within a week".
    t.clock.advance(86_400_000);
    expect(
      (await call(t.app, 'POST', '/api/gettransrecord', { date: 1, type: 1, page: 1 }, { token })).data.total,
    ).toBe(0);
    expect(
      (await call(t.app, 'POST', '/api/gettransrecord', { date: 2, type: 1, page: 1 }, { token })).data.total,
    ).toBe(1);
    t.clock.advance(-86_400_000);
  });
});
