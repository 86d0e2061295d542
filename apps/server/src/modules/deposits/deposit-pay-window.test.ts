import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER, call, depositReadyPlayer, useTestApp, walletBalance } from '../../../test/helpers.js';
import { closeUnpaidOrders } from './deposit-expiry.job.js';
import { PAY_WINDOW_MS } from './deposit-state.js';

const t = useTestApp();

const recharge = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/recharge', body, { token });
const payInfo = (token: string, depositNo: string) =>
  call(t.app, 'POST', '/api/payinfo', { deposit_no: depositNo }, { token });
const records = async (token: string) =>
  (await call(t.app, 'POST', '/api/gettransrecord', { date: 2, type: 1, page: 1 }, { token })).data.data as {
    out_trade_no: string;
    state: number;
    state_text: string;
  }[];
const stateText = async (token: string, depositNo: string) =>
  (await records(token)).find((r) => r.out_trade_no === depositNo)?.state_text;
const bankBody = { ...BANK_TRANSFER, amount: 500 };

describe('what an order shows the player', () => {
  it('shows a WeChat order its pay link, QR, amount and deadline, and no internal path as text', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const opened = t.clock.now().getTime();
    const res = await recharge(token, { paytype: 'wxpay', amount: 150 });
    const info = (await payInfo(token, res.message)).data;
    expect(info).toMatchObject({
      type: 'wxpay',
      state: 1,
      state_text: '等待支付',
      expire_ms: opened + PAY_WINDOW_MS,
      info: { amount: '150.00', real_money: '150.00', bank: '微信支付' },
      cardlist: { content: '', mch_id: '' },
    });
    expect(info.pay_url).toMatch(/^\/sandbox\/pay\/SB/);
    expect(info.cardlist.payimg).toMatch(/^data:image\/svg\+xml/);
    expect(info.expire_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(info.cardlist)).not.toContain('/sandbox/');
  });

  it('says one word per state on the order and in the records, by the kind of order', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const bank = (await recharge(token, bankBody)).data.deposit_no as string;
    const alipay = (await recharge(token, { paytype: 'alipay', amount: 200 })).message;
    expect((await payInfo(token, bank)).data).toMatchObject({ state_text: '待审核' });
    expect((await payInfo(token, bank)).data.expire_at).toBeUndefined();
    expect(await stateText(token, bank)).toBe('待审核');
    expect(await stateText(token, alipay)).toBe('等待支付');

    const orderNo = (await payInfo(token, alipay)).data.pay_url.split('/').pop();
    await t.sandbox.settle(orderNo, 'failed');
    expect((await payInfo(token, alipay)).data).toMatchObject({ state: 3, state_text: '订单已关闭' });
    expect((await payInfo(token, alipay)).data.expire_at).toBeUndefined();
    expect(await stateText(token, alipay)).toBe('订单已关闭');
  });
});

describe('the pay window', () => {
  it('closes gateway orders unpaid past the window, and credits a payment that still arrives', async () => {
    const { token } = await depositReadyPlayer(t.app);
    const late = (await recharge(token, { paytype: 'alipay', amount: 300 })).message;
    const bank = (await recharge(token, bankBody)).data.deposit_no as string;
    t.clock.advance(PAY_WINDOW_MS - 60_000);
    const fresh = (await recharge(token, { paytype: 'wxpay', amount: 100 })).message;
    expect(await closeUnpaidOrders(t.database.db, t.clock)).toBe(0);

    t.clock.advance(60_001);
    // Orders of the tests above, opened at the same moment, close with it.
    expect(await closeUnpaidOrders(t.database.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await closeUnpaidOrders(t.database.db, t.clock)).toBe(0);
    const state = async (no: string) =>
      (
        await t.database.db
          .selectFrom('deposits')
          .select(['state', 'reason'])
          .where('deposit_no', '=', no)
          .executeTakeFirstOrThrow()
      ).state;
    expect(await state(late)).toBe(3);
    expect(await state(fresh)).toBe(1);
    expect(await state(bank)).toBe(1);
    expect(await stateText(token, late)).toBe('订单已关闭');

    // The player paid at the last moment and the gateway reports it late: the money is theirs.
    const orderNo = (await payInfo(token, late)).data.pay_url.split('/').pop();
    expect(await t.sandbox.settle(orderNo, 'paid')).toBe(true);
    expect(await walletBalance(t.app, token)).toBe('300.00');
    expect(await stateText(token, late)).toBe('已到账');
  });
});
