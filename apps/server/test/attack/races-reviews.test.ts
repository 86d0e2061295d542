import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER,
  call,
  depositReadyPlayer,
  fundedPlayer,
  recharge,
  riskCheckOf,
  riskCleared,
  roleOperatorToken,
} from '../helpers.js';
import { afterEveryRace, NODE_COUNTS, raceKit, racesPerFile, WIDTH } from './races/race-kit.js';

/**
 * Operators' decisions raced (see races/race-kit.ts): one bank deposit, one withdrawal and one
 * balance adjustment decided by several operators at once. One decision wins, money moves once,
 * and the ledger invariants hold after each race.
 */

const w = racesPerFile('races-reviews', 5);

describe.each(NODE_COUNTS)('races on %s', (_label, nodes) => {
  const { post, race, atMost, decide, books, balanceFen } = raceKit(w, nodes);

  it('operators reviewing one bank deposit at once, approving and rejecting: one decision', async () => {
    const p = await depositReadyPlayer(w.first.app);
    const res = await recharge(w.first.app, p.token, { ...BANK_TRANSFER, amount: 500 });
    const d = await w.first.database.db
      .selectFrom('deposits')
      .select('id')
      .where('deposit_no', '=', res.data.deposit_no)
      .executeTakeFirstOrThrow();
    const approved = await decide('deposits', Number(d.id));
    expect(await balanceFen(p)).toBe(approved ? 50_000 : 0);
    await books();
  });

  it('operators reviewing one withdrawal at once, paying and refusing: paid or refunded once', async () => {
    const p = await fundedPlayer(w.first, 800);
    expect(
      (await post(0, '/api/withdraw', { amount: 300, bank: p.cardId, password: '123456' }, p.token)).code,
    ).toBe(200);
    const order = await w.first.database.db
      .selectFrom('withdrawals')
      .select(['id', 'order_no'])
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    // Finance's race: risk control has let it through.
    await riskCleared(w.first);
    const approved = await decide('withdrawals', Number(order.id));
    expect(await balanceFen(p)).toBe(approved ? 50_000 : 80_000);
    const decisions = await w.first.database.db
      .selectFrom('ledger_journals')
      .select('idem_key')
      .where('idem_key', 'in', [`withdraw-paid:${order.order_no}`, `withdraw-refund:${order.order_no}`])
      .execute();
    expect(decisions).toHaveLength(1);
    await books();
  });

  it('operators approving one balance adjustment at once: posted once', async () => {
    const p = await fundedPlayer(w.first, 100);
    const created = await call(
      w.first.app,
      'POST',
      '/admin/api/adjustments',
      { username: p.name, amount: 50, reason_code: 'correction', note: '补发' },
      { token: w.ops.finance },
    );
    expect(created.data.state).toBe('pending');
    const checkers = [w.ops.super, w.ops.finance2];
    const answers = await race(WIDTH, (i) =>
      post(i, `/admin/api/adjustments/${created.data.id}/approve`, {}, checkers[i % 2]!),
    );
    atMost(answers.filter((a) => a.code === 200).length, 1);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await balanceFen(p)).toBe(15_000);
    await books();
  });

  /** A withdrawal of 300.00 from 800.00 whose check is in 风控审核 (every request over 200.00 hits). */
  async function inRiskReview() {
    const p = await fundedPlayer(w.first, 800);
    const res = await post(0, '/api/withdraw', { amount: 300, bank: p.cardId, password: '123456' }, p.token);
    expect(res.code).toBe(200);
    const order = await w.first.database.db
      .selectFrom('withdrawals')
      .select(['id', 'order_no'])
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    await w.first.services.risk.review.checks.scorePending();
    expect((await riskCheckOf(w.first, Number(order.id))).state).toBe('review');
    return { p, id: Number(order.id), orderNo: order.order_no };
  }
  const refunds = async (orderNo: string) =>
    w.first.database.db
      .selectFrom('ledger_journals')
      .select('idem_key')
      .where('idem_key', 'in', [`withdraw-paid:${orderNo}`, `withdraw-refund:${orderNo}`])
      .execute();

  it('风控 passing and refusing one withdrawal at once: one decision, refunded at most once', async () => {
    const rule = { code: 'large_amount', enabled: true, params: { amount_yuan: 200 } };
    await call(w.first.app, 'PUT', '/admin/api/risk/rules', { rules: [rule] }, { token: w.ops.super });
    const risk = (await roleOperatorToken(w.first, 'risk')).token;
    const pair = [w.ops.super, risk];
    const { p, id, orderNo } = await inRiskReview();
    const answers = await race(WIDTH, (i) =>
      i % 4 < 2
        ? post(i, `/admin/api/risk/withdrawals/${id}/pass`, {}, pair[i % 2]!)
        : post(i, `/admin/api/risk/withdrawals/${id}/refuse`, { reason: '套利' }, pair[i % 2]!),
    );
    const won = answers.map((a, i) => ({ ok: a.code === 200, pass: i % 4 < 2 })).filter((a) => a.ok);
    atMost(won.length, 1);
    expect(won).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 200).map((a) => a.code))).toEqual(new Set([409]));
    const state = (await riskCheckOf(w.first, id)).state;
    expect(state).toBe(won[0]!.pass ? 'passed' : 'refused');
    expect(await balanceFen(p)).toBe(won[0]!.pass ? 50_000 : 80_000);
    expect(await refunds(orderNo)).toHaveLength(won[0]!.pass ? 0 : 1);
    await books();
  });

  it('风控 refusing one withdrawal many times at once, finance approving: refunded once', async () => {
    const { p, id, orderNo } = await inRiskReview();
    const answers = await race(WIDTH, (i) =>
      i % 3 === 2
        ? post(i, `/admin/api/withdrawals/${id}/approve`, {}, w.ops.finance)
        : post(i, `/admin/api/risk/withdrawals/${id}/refuse`, { reason: '套利' }, w.ops.super),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    atMost(answers.filter((a) => a.code === 200).length, 1);
    expect((await riskCheckOf(w.first, id)).state).toBe('refused');
    expect(await balanceFen(p)).toBe(80_000);
    expect((await refunds(orderNo)).map((j) => j.idem_key)).toEqual([`withdraw-refund:${orderNo}`]);
    await books();
  });
});

afterEveryRace(w);
