import { beforeEach, describe, expect, it } from 'vitest';
import { WITHDRAW_MSG } from '@app/shared';
import {
  call,
  fundedPlayer,
  inboxOf,
  registerPlayer,
  signInOperator,
  tronAddress,
  useTestApp,
} from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { withdrawalCalls } from './withdrawals.test-support.js';

const t = useTestApp(signInOperator);
beforeEach(async () => {
  await t.services.settings.set({
    turnover_multiple: '0',
    withdraw_daily_count: '5',
    withdraw_hours: '00:00-24:00',
    withdraw_max: '50000.00',
  });
  t.clock.set(new Date('2026-11-22T04:00:00Z'));
});

const { withdraw, balance, latest } = withdrawalCalls(t);
const admin = (url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token: t.op });
/** Approves or rejects withdrawal `id` as the first operator. */
const review = (id: number, decision: 'approve' | 'reject', body: unknown = {}) =>
  admin(`/admin/api/withdrawals/${id}/${decision}`, body);

describe('POST /api/withdraw', () => {
  it('holds the amount in pending withdrawals and records the request', async () => {
    const p = await fundedPlayer(t, 1000);
    const res = await withdraw(p.token, { amount: '300.50', bank: p.cardId, password: '123456' });
    expect(res).toMatchObject({ code: 200, message: WITHDRAW_MSG.submitted });
    expect(await balance(p.token)).toBe('699.50');
    expect(await latest(p.userId)).toMatchObject({ state: 1, amount_fen: 30050, type: 0, bank: '中国银行' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('checks the payment password first, then target, limits, turnover and balance', async () => {
    const p = await fundedPlayer(t, 500);
    const other = await fundedPlayer(t, 500);
    expect((await withdraw(p.token, { amount: 50, bank: 999999 })).message).toBe(
      WITHDRAW_MSG.passwordRequired,
    );
    expect((await withdraw(p.token, { amount: 50, bank: 999999, password: '000000' })).message).toBe(
      '支付密码错误，还可尝试4次',
    );
    expect((await withdraw(p.token, { amount: 50, password: '123456' })).message).toBe(
      WITHDRAW_MSG.chooseCard,
    );
    expect((await withdraw(p.token, { amount: 200, bank: other.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.targetNotFound,
    );
    expect((await withdraw(p.token, { amount: 99.99, bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.belowMin,
    );
    expect((await withdraw(p.token, { amount: 'abc', bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.invalidAmount,
    );
    expect((await withdraw(p.token, { amount: -100, bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.invalidAmount,
    );
    expect((await withdraw(p.token, { amount: '100.001', bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.invalidAmount,
    );
    expect((await withdraw(p.token, { amount: 50000.01, bank: p.cardId, password: '123456' })).message).toBe(
      '单笔取款不能高于50000元',
    );
    expect((await withdraw(p.token, { amount: 500.01, bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.insufficient,
    );
    expect(await balance(p.token)).toBe('500.00');
  });

  it('refuses until the turnover requirement is met, and reports it', async () => {
    await t.services.settings.set({ turnover_multiple: '1.5' });
    const p = await fundedPlayer(t, 400);
    expect((await call(t.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data).toEqual({
      bet_amount: '600.00',
    });
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.turnoverNotMet(60_000),
    );
    await t.database.db.transaction().execute(async (trx) => {
      const { turnover } = await import('../turnover/turnover.js');
      await turnover.reduce(trx, p.userId, 60_000, 0);
    });
    expect((await call(t.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data).toEqual({
      bet_amount: '0.00',
    });
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).code).toBe(200);
  });

  it('allows the configured number per Beijing day, per player', async () => {
    await t.services.settings.set({ withdraw_daily_count: '2' });
    const p = await fundedPlayer(t, 1000);
    const q = await fundedPlayer(t, 1000);
    for (let i = 0; i < 2; i++)
      expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).code).toBe(200);
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.dailyCount(2),
    );
    expect((await withdraw(q.token, { amount: 100, bank: q.cardId, password: '123456' })).code).toBe(200);
    t.clock.set(new Date('2026-11-22T16:00:01Z')); // 00:00:01 the next day in Beijing
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).code).toBe(200);
  });

  it('only inside the configured hours', async () => {
    await t.services.settings.set({ withdraw_hours: '10:00-22:00' });
    const p = await fundedPlayer(t, 500);
    t.clock.set(new Date('2026-11-22T01:59:00Z')); // 09:59 Beijing
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).message).toBe(
      WITHDRAW_MSG.outsideHours('10:00-22:00'),
    );
    t.clock.set(new Date('2026-11-22T02:00:00Z'));
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).code).toBe(200);
  });

  it('pays USDT at the rate less the chain fee, and refuses when the fee eats it all', async () => {
    const p = await fundedPlayer(t, 1000);
    await call(
      t.app,
      'POST',
      '/api/bindcard',
      { bank: 'USDT', bank_no: tronAddress(), bank_owner: 'TRC20', pay_pass: '123456' },
      { token: p.token },
    );
    const [wallet] = (await call(t.app, 'POST', '/api/getcard', { type: 2 }, { token: p.token })).data;
    expect((await withdraw(p.token, { amount: 720, bank: wallet.id, password: '123456' })).code).toBe(200);
    expect(await latest(p.userId)).toMatchObject({
      type: 1,
      usdt_rate: '7.20',
      fee_cents: 100,
      receive_cents: 9_900,
    });
    await t.services.settings.set({ withdraw_fee_trc20: '20.00' });
    expect((await withdraw(p.token, { amount: 100, bank: wallet.id, password: '123456' })).message).toBe(
      WITHDRAW_MSG.feeTooHigh,
    );
    await t.services.settings.set({ withdraw_fee_trc20: '1.00' });
  });

  it('lets exactly 10 of 50 concurrent withdrawals through on a balance for 10', async () => {
    await t.services.settings.set({ withdraw_daily_count: '0' });
    const p = await fundedPlayer(t, 1000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    // Every refusal is the balance's: compared as a list, a failure shows any other message given.
    const refusals = results.filter((r) => r.code !== 200).map((r) => r.message);
    expect(refusals).toEqual(Array.from({ length: 40 }, () => WITHDRAW_MSG.insufficient));
    expect(await balance(p.token)).toBe('0.00');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });
});

describe('withdrawal review', () => {
  it('approves once into paid out, with an inbox message', async () => {
    const p = await fundedPlayer(t, 800);
    await withdraw(p.token, { amount: 200, bank: p.cardId, password: '123456' });
    const w = await latest(p.userId);
    const list = await call(t.app, 'GET', '/admin/api/withdrawals/pending', undefined, { token: t.op });
    expect(list.data.data).toContainEqual(
      expect.objectContaining({ id: w.id, amount: '200.00', bank_no: w.bank_no }),
    );
    expect((await review(w.id, 'approve')).code).toBe(200);
    expect((await review(w.id, 'approve')).message).toBe(WITHDRAW_MSG.alreadyReviewed);
    expect((await review(w.id, 'reject', { reason: 'x' })).message).toBe(WITHDRAW_MSG.alreadyReviewed);
    expect(await latest(p.userId)).toMatchObject({ state: 2, reviewed_at: t.clock.now().getTime() });
    expect(await balance(p.token)).toBe('600.00');
    const msgs = await inboxOf(t, p.userId);
    expect(msgs.map((m) => m.title)).toContain('取款审核通过');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('rejects once with a reason and refunds the wallet', async () => {
    const p = await fundedPlayer(t, 800);
    await withdraw(p.token, { amount: 300, bank: p.cardId, password: '123456' });
    const w = await latest(p.userId);
    expect((await review(w.id, 'reject', { reason: '银行卡信息有误' })).code).toBe(200);
    expect(await balance(p.token)).toBe('800.00');
    const both = await Promise.all([review(w.id, 'reject', { reason: 'again' }), review(w.id, 'approve')]);
    expect(both.every((r) => r.code !== 200)).toBe(true);
    expect(await balance(p.token)).toBe('800.00');
    const [msg] = await inboxOf(t, p.userId, { title: '取款审核未通过' });
    expect(msg?.content).toContain('银行卡信息有误');
  });

  it('shows the player the state in the records', async () => {
    const p = await fundedPlayer(t, 800);
    await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' });
    await withdraw(p.token, { amount: 150, bank: p.cardId, password: '123456' });
    const [newest, older] = (
      await call(t.app, 'POST', '/api/gettransrecord', { type: 2, date: 1, page: 1 }, { token: p.token })
    ).data.data;
    expect(newest).toMatchObject({ amount: '150.00', state: 1, pay_way: '银行卡' });
    const w = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('order_no', '=', older.out_trade_no)
      .executeTakeFirstOrThrow();
    await review(w.id, 'approve');
    const after = (
      await call(t.app, 'POST', '/api/gettransrecord', { type: 2, date: 1, page: 1 }, { token: p.token })
    ).data.data;
    expect(after.map((r: { state: number }) => r.state)).toEqual([1, 2]);
  });

  it('shows each withdrawal’s progress with times: submitted, reviewed, paid or refused', async () => {
    const p = await fundedPlayer(t, 800);
    const records = async () =>
      (await call(t.app, 'POST', '/api/gettransrecord', { type: 2, date: 1, page: 1 }, { token: p.token }))
        .data.data as { progress: { label: string; at: string; note?: string }[] }[];
    await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' });
    const [waiting] = await records();
    expect(waiting!.progress).toEqual([
      { label: '提交申请', at: '2026-11-22 12:00:00' },
      { label: '审核中', at: '' },
      { label: '出款', at: '' },
    ]);
    t.clock.advance(5 * 60_000);
    await review((await latest(p.userId)).id, 'approve');
    expect((await records())[0]!.progress.map((s) => [s.label, s.at])).toEqual([
      ['提交申请', '2026-11-22 12:00:00'],
      ['审核通过', '2026-11-22 12:05:00'],
      ['已出款', '2026-11-22 12:05:00'],
    ]);
    await withdraw(p.token, { amount: 200, bank: p.cardId, password: '123456' });
    await review((await latest(p.userId)).id, 'reject', { reason: '银行卡信息有误' });
    expect((await records())[0]!.progress.slice(1)).toEqual([
      { label: '审核未通过', at: '2026-11-22 12:05:00', failed: true, note: '银行卡信息有误' },
      { label: '金额已退回余额', at: '2026-11-22 12:05:00' },
    ]);
  });

  it('needs an operator with money review', async () => {
    const player = await registerPlayer(t.app);
    expect(
      (await call(t.app, 'POST', '/admin/api/withdrawals/1/approve', {}, { token: player.token })).status,
    ).toBe(401);
  });
});
