import { describe, expect, it, vi } from 'vitest';
import { RISK_REFUSED_NOTICE, RISK_REVIEW_MSG } from '@app/shared/admin-contract';
import {
  auditEntries,
  call,
  inboxOf,
  lastAudit,
  riskCheckOf,
  roleOperatorToken,
  signInOperator,
  useTestApp,
  walletBalance,
} from '../../../../test/helpers.js';
import { checkInvariants } from '../../../ledger/invariants.js';
import { startRiskCheckJob } from './review.job.js';
import { reviewCalls } from './review.test-support.js';

/** Each withdrawal's check from the request to the payout: the job, finance's queue, 风控审核. */

const t = useTestApp(async (t) => {
  await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
  return signInOperator(t);
});
const { admin, onlyRule, withdrawal, scored } = reviewCalls(t);
const approve = (id: number, token?: string) =>
  admin('POST', `/admin/api/withdrawals/${id}/approve`, {}, token);
const pass = (id: number, token?: string) =>
  admin('POST', `/admin/api/risk/withdrawals/${id}/pass`, {}, token);
const refuse = (id: number, reason = '关联账户套利', token?: string) =>
  admin('POST', `/admin/api/risk/withdrawals/${id}/refuse`, { reason }, token);
const journals = (orderNo: string) =>
  t.database.db
    .selectFrom('ledger_journals')
    .select(['idem_key', 'amount'])
    .where('ref_id', '=', orderNo)
    .orderBy('id')
    .execute();

describe('the withdrawal risk check', () => {
  it('is pending when made; the job scores it clear or review; finance waits for it', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const big = await withdrawal(800, 300);
    const small = await withdrawal(800, 200);
    const pending = await admin('GET', `/admin/api/withdrawals/pending?username=${big.name}`);
    expect(pending.data.data[0]).toMatchObject({ risk: [], risk_score: 0, risk_state: 'pending' });
    expect(await approve(big.id)).toMatchObject({ code: 409, message: RISK_REVIEW_MSG.pending });
    expect(await walletBalance(t.app, big.token)).toBe('500.00');

    expect(await scored(big.id)).toMatchObject({ state: 'review', score: 15 });
    expect(await scored(small.id)).toMatchObject({ state: 'clear', score: 0 });
    const listed = await admin('GET', `/admin/api/withdrawals/pending?username=${big.name}`);
    expect(listed.data.data[0]).toMatchObject({
      risk: [{ code: 'large_amount', label: '大额取款' }],
      risk_score: 15,
      risk_state: 'review',
    });
    expect(await approve(big.id)).toMatchObject({ code: 409, message: RISK_REVIEW_MSG.inReview });
    expect((await approve(small.id)).code).toBe(200);
    const denied = await auditEntries(t, 'withdrawal.approve', String(big.id));
    expect(denied.map((a) => a.outcome)).toEqual(['denied', 'denied']);
  });

  it('风控审核 lists the reasons with their figures; a pass lets finance pay', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const w = await withdrawal(800, 300);
    await scored(w.id);
    const risk = await roleOperatorToken(t, 'risk');
    const queue = await admin('GET', '/admin/api/risk/withdrawals', undefined, risk.token);
    expect(queue.data.data).toContainEqual(
      expect.objectContaining({
        id: w.id,
        order_no: w.orderNo,
        username: w.name,
        amount: '300.00',
        state: 'review',
        score: 15,
        withdrawal_state: 1,
        reasons: [{ code: 'large_amount', label: '大额取款', detail: '取款 300.00 元 > 250.00 元' }],
      }),
    );
    expect(await pass(w.id, risk.token)).toMatchObject({ code: 200 });
    expect(await pass(w.id, risk.token)).toMatchObject({
      code: 409,
      message: RISK_REVIEW_MSG.alreadyDecided,
    });
    const finance = await roleOperatorToken(t, 'finance');
    expect((await approve(w.id, finance.token)).code).toBe(200);
    expect((await journals(w.orderNo)).map((j) => j.idem_key)).toEqual([
      `withdraw:${w.orderNo}`,
      `withdraw-paid:${w.orderNo}`,
    ]);
    const audit = await auditEntries(t, 'risk.withdrawal.pass', String(w.id));
    expect(audit.map((a) => [a.operator_id, a.outcome])).toEqual([
      [risk.id, 'ok'],
      [risk.id, 'denied'],
    ]);
  });

  it('a refusal rejects the request and returns the money once; the player is not told why', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const w = await withdrawal(800, 300);
    await scored(w.id);
    expect(await walletBalance(t.app, w.token)).toBe('500.00');
    expect(await refuse(w.id)).toMatchObject({ code: 200 });
    expect(await refuse(w.id)).toMatchObject({ code: 409 });
    expect(await walletBalance(t.app, w.token)).toBe('800.00');
    expect((await journals(w.orderNo)).map((j) => j.idem_key)).toEqual([
      `withdraw:${w.orderNo}`,
      `withdraw-refund:${w.orderNo}`,
    ]);
    expect(await scored(w.id)).toMatchObject({ state: 'refused', note: '关联账户套利' });
    const [notice] = await inboxOf(t, w.userId, { kind: 'withdrawal' });
    expect(notice!.content).toContain(RISK_REFUSED_NOTICE);
    expect(notice!.content).not.toContain('关联');
    expect(await approve(w.id)).toMatchObject({ code: 409 });
    expect((await checkInvariants(t.database.db)).ok).toBe(true);
  });

  it('the leased job scores new requests within seconds (two runners, one lease)', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const w = await withdrawal(800, 300);
    const jobs = [t.services, t.services].map(() =>
      startRiskCheckJob(t.database.db, t.services.risk.review, 200, { log: () => undefined }),
    );
    await vi.waitFor(async () => expect((await riskCheckOf(t, w.id)).state).toBe('review'), {
      timeout: 5_000,
    });
    await Promise.all(jobs.map((j) => j.stop()));
  });

  it('a request finance refused before it was scored is not sent to 风控审核', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const w = await withdrawal(800, 300);
    expect(
      (await admin('POST', `/admin/api/withdrawals/${w.id}/reject`, { reason: '收款信息有误' })).code,
    ).toBe(200);
    expect(await scored(w.id)).toMatchObject({ state: 'clear', reasons: '[]' });
  });

  it('only a check in review is passed or refused; a player and finance cannot reach 风控审核', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const clear = await withdrawal(800, 200);
    await scored(clear.id);
    expect(await pass(clear.id)).toMatchObject({ code: 409, message: RISK_REVIEW_MSG.alreadyDecided });
    expect(await refuse(clear.id)).toMatchObject({ code: 409, message: RISK_REVIEW_MSG.alreadyDecided });
    expect(await pass(99_999_999)).toMatchObject({ code: 404, message: RISK_REVIEW_MSG.notFound });
    expect(await refuse(clear.id, '')).toMatchObject({ code: 400 });
    const finance = await roleOperatorToken(t, 'finance');
    expect((await pass(clear.id, finance.token)).status).toBe(403);
    expect((await admin('GET', '/admin/api/risk/withdrawals', undefined, finance.token)).status).toBe(403);
    const player = (
      await call(t.app, 'GET', '/admin/api/risk/withdrawals', undefined, { token: clear.token })
    ).status;
    expect(player).toBe(401);
  });

  it('rules: changed with risk.write only, each figure checked, audited before and after', async () => {
    const risk = await roleOperatorToken(t, 'risk');
    const body = { rules: [{ code: 'new_card', enabled: true, params: { hours: 48 } }] };
    expect(await admin('PUT', '/admin/api/risk/rules', body, risk.token)).toMatchObject({ code: 200 });
    const view = await admin('GET', '/admin/api/risk/rules', undefined, risk.token);
    expect(view.data.rules.find((r: { code: string }) => r.code === 'new_card')).toMatchObject({
      enabled: true,
      params: { hours: 48 },
    });
    const bad = { rules: [{ code: 'new_card', enabled: true, params: { hours: 0 } }] };
    expect(await admin('PUT', '/admin/api/risk/rules', bad)).toMatchObject({
      code: 400,
      message: expect.stringContaining('小时数须为 1 到 720 之间的整数'),
    });
    const unknown = { rules: [{ code: 'nope', enabled: true, params: {} }] };
    expect((await admin('PUT', '/admin/api/risk/rules', unknown)).code).toBe(400);
    const finance = await roleOperatorToken(t, 'finance');
    expect((await admin('PUT', '/admin/api/risk/rules', body, finance.token)).status).toBe(403);
    const entry = await lastAudit(t, 'risk.rules.update');
    expect(entry).toMatchObject({ operator_id: risk.id, after: body });
  });

  it('auto-approval: a clear bank-card request under the amount is paid by the job', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const auto = { enabled: true, max: '180.00' };
    expect((await admin('PUT', '/admin/api/risk/rules', { rules: [], auto_approve: auto })).code).toBe(200);
    const small = await withdrawal(800, 150);
    const over = await withdrawal(800, 240);
    await scored(small.id);
    expect(await t.services.withdrawalRisk.autoApprove()).toBe(1);
    expect(await t.services.withdrawalRisk.autoApprove()).toBe(0);
    const paid = await journals(small.orderNo);
    expect(paid.map((j) => j.idem_key)).toContain(`withdraw-paid:${small.orderNo}`);
    expect((await journals(over.orderNo)).map((j) => j.idem_key)).toEqual([`withdraw:${over.orderNo}`]);
    const [entry] = await auditEntries(t, 'withdrawal.auto_approve', String(small.id));
    expect(entry).toMatchObject({ operator_id: 0, outcome: 'ok' });
    const off = { enabled: false, max: '180.00' };
    await admin('PUT', '/admin/api/risk/rules', { rules: [], auto_approve: off });
  });
});
