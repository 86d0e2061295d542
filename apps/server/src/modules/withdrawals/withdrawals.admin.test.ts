import { describe, expect, it } from 'vitest';
import { WITHDRAW_MSG } from '@app/shared';
import { call, fundedPlayer, roleOperatorToken, signInOperator, useTestApp } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { withdrawalCalls } from './withdrawals.test-support.js';
import { BLACKLISTED_WITHDRAW } from './withdrawals.service.js';

const t = useTestApp(async (t) => {
  await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
  return signInOperator(t);
});

const { withdraw, balance, latest } = withdrawalCalls(t);
const admin = (method: 'GET' | 'POST', url: string, body?: unknown, token = t.op) =>
  call(t.app, method, url, body, { token });
/** Approves or rejects withdrawal order `id`, as the first operator unless a token is given. */
const review = (id: number, decision: 'approve' | 'reject', body?: unknown, token?: string) =>
  admin('POST', `/admin/api/withdrawals/${id}/${decision}`, body, token);
const auditOf = (id: number) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'withdrawal')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

async function pendingWithdrawal(fund: number, amount: number) {
  const p = await fundedPlayer(t, fund);
  expect((await withdraw(p.token, { amount, bank: p.cardId, password: '123456' })).code).toBe(200);
  const w = await latest(p.userId);
  const username = (await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.username as string;
  return { ...p, id: Number(w.id), orderNo: w.order_no, username };
}

describe('withdrawal review, audited', () => {
  it('shows each pending request with the player’s balance and turnover still required', async () => {
    await t.services.settings.set({ turnover_multiple: '0' });
    const w = await pendingWithdrawal(900, 200);
    const res = await admin('GET', `/admin/api/withdrawals/pending?username=${w.username}`);
    expect(res.data).toMatchObject({
      total: 1,
      data: [
        expect.objectContaining({
          id: w.id,
          username: w.username,
          balance: '700.00',
          turnover_required: '0.00',
          amount: '200.00',
          state: 1,
        }),
      ],
    });
  });

  it('pays once when two operators approve one request at one moment; records the refused one', async () => {
    const w = await pendingWithdrawal(800, 300);
    const finance = await roleOperatorToken(t, 'finance');
    const both = await Promise.all([review(w.id, 'approve'), review(w.id, 'approve', {}, finance.token)]);
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    expect(both.find((r) => r.code !== 200)).toMatchObject({
      code: 409,
      message: WITHDRAW_MSG.alreadyReviewed,
    });
    expect(await balance(w.token)).toBe('500.00');
    const paid = await t.database.db
      .selectFrom('ledger_journals')
      .select('id')
      .where('idem_key', '=', `withdraw-paid:${w.orderNo}`)
      .execute();
    expect(paid).toHaveLength(1);
    const audit = await auditOf(w.id);
    expect(audit.map((a) => [a.action, a.outcome])).toEqual(
      expect.arrayContaining([
        ['withdrawal.approve', 'ok'],
        ['withdrawal.approve', 'denied'],
      ]),
    );
    expect(audit).toHaveLength(2);
    const okEntry = audit.find((a) => a.outcome === 'ok')!;
    expect(JSON.parse(okEntry.before_state)).toEqual({ state: 1, balance: '500.00' });
    expect(JSON.parse(okEntry.after_state)).toEqual({ state: 2, balance: '500.00' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('refunds on rejection and records the balance before and after', async () => {
    const w = await pendingWithdrawal(600, 250);
    expect(await review(w.id, 'reject', { reason: '' })).toMatchObject({
      code: 400,
      message: '请填写拒绝原因',
    });
    expect(await review(w.id, 'reject', { reason: '收款信息有误' })).toMatchObject({ code: 200 });
    expect(await balance(w.token)).toBe('600.00');
    const [entry] = await auditOf(w.id);
    expect(entry).toMatchObject({ action: 'withdrawal.reject', outcome: 'ok' });
    expect(JSON.parse(entry!.before_state)).toEqual({ state: 1, balance: '350.00' });
    expect(JSON.parse(entry!.after_state)).toEqual({ state: 3, balance: '600.00' });
    expect(JSON.parse(entry!.detail)).toMatchObject({ reason: '收款信息有误', amount: '250.00' });
  });

  it('answers an unknown request plainly', async () => {
    expect(await admin('POST', '/admin/api/withdrawals/99999999/approve')).toMatchObject({
      code: 404,
      message: WITHDRAW_MSG.notFound,
    });
    expect((await admin('POST', '/admin/api/withdrawals/abc/approve')).code).toBe(400);
  });

  it('lists handled requests by state, player and day, with the reviewer', async () => {
    const paid = await pendingWithdrawal(500, 100);
    const refused = await pendingWithdrawal(500, 120);
    await review(paid.id, 'approve');
    await review(refused.id, 'reject', { reason: '风控拦截' });
    const history = await admin('GET', `/admin/api/withdrawals/history?username=${refused.username}`);
    expect(history.data).toMatchObject({
      total: 1,
      data: [
        expect.objectContaining({
          id: refused.id,
          state: 3,
          reason: '风控拦截',
          reviewer: 'admin',
          balance: '500.00',
        }),
      ],
    });
    expect(
      (await admin('GET', `/admin/api/withdrawals/history?state=2&username=${refused.username}`)).data.total,
    ).toBe(0);
    expect(
      (
        await admin(
          'GET',
          `/admin/api/withdrawals/history?state=2&username=${paid.username}&from=2026-11-22&to=2026-11-22`,
        )
      ).data.total,
    ).toBe(1);
    expect(
      (await admin('GET', `/admin/api/withdrawals/history?username=${paid.username}&to=2026-11-21`)).data
        .total,
    ).toBe(0);
    expect((await admin('GET', '/admin/api/withdrawals/pending?page=0')).code).toBe(400);
  });

  it('lets only money reviewers approve or reject', async () => {
    const w = await pendingWithdrawal(500, 100);
    for (const role of ['support', 'operations'] as const) {
      const other = await roleOperatorToken(t, role);
      expect((await admin('GET', '/admin/api/withdrawals/history', undefined, other.token)).code).toBe(200);
      expect((await review(w.id, 'approve', {}, other.token)).status).toBe(403);
      expect((await review(w.id, 'reject', { reason: 'x' }, other.token)).status).toBe(403);
    }
    expect((await latest(w.userId)).state).toBe(1);
  });
});

describe('blacklisted players', () => {
  it('cannot withdraw, even with a session that is still open', async () => {
    const p = await fundedPlayer(t, 500);
    await t.database.db.updateTable('users').set({ isblack: 1 }).where('id', '=', p.userId).execute();
    expect(await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).toMatchObject({
      code: 400,
      message: BLACKLISTED_WITHDRAW,
    });
    expect(await balance(p.token)).toBe('500.00');
    await t.database.db.updateTable('users').set({ isblack: 0 }).where('id', '=', p.userId).execute();
    expect((await withdraw(p.token, { amount: 100, bank: p.cardId, password: '123456' })).code).toBe(200);
  });
});
