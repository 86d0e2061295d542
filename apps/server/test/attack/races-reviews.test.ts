import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER, call, depositReadyPlayer, fundedPlayer, recharge } from '../helpers.js';
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
});

afterEveryRace(w);
