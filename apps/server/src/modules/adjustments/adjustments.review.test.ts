import { describe, expect, it } from 'vitest';
import { call, roleOperatorToken } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { ADJUST_MSG } from './adjustment-rules.js';
import { adjustmentsTests } from './adjustments.test-support.js';

const adjustments = adjustmentsTests();
const { admin, adjust, auditOf, balance, player, review } = adjustments;

describe('adjustments above the threshold', () => {
  it('wait for a second operator; the requester cannot approve their own', async () => {
    const p = await player(100);
    const res = await adjust({
      username: p.username,
      amount: '1000.01',
      reason_code: 'missed_deposit',
      note: '补单 D123',
    });
    expect(res).toMatchObject({ code: 200, data: { state: 'pending', balance_after: null } });
    expect(await balance(p.token)).toBe('100.00');
    const pending = await admin('GET', `/admin/api/adjustments?state=pending&username=${p.username}`);
    expect(pending.data).toMatchObject({
      total: 1,
      data: [
        expect.objectContaining({
          id: res.data.id,
          amount: '1000.01',
          reason_label: '系统补单',
          requested_by_name: 'admin',
          state: 'pending',
        }),
      ],
    });

    expect(await review(res.data.id, 'approve')).toMatchObject({
      code: 403,
      message: ADJUST_MSG.selfReview,
    });
    expect(await review(res.data.id, 'reject', { reason: 'x' })).toMatchObject({
      code: 403,
      message: ADJUST_MSG.selfReview,
    });
    expect(await auditOf('adjustment.approve', res.data.id)).toEqual([
      expect.objectContaining({ operator_id: expect.any(Number), outcome: 'denied' }),
    ]);
    expect(await balance(p.token)).toBe('100.00');

    expect(await review(res.data.id, 'approve', {}, adjustments.finance.token)).toMatchObject({
      code: 200,
      data: { balance_after: '1100.01' },
    });
    expect(await balance(p.token)).toBe('1100.01');
    const ok = (await auditOf('adjustment.approve', res.data.id)).find((a) => a.outcome === 'ok')!;
    expect(ok.operator_id).toBe(adjustments.finance.id);
    expect([JSON.parse(ok.before_state), JSON.parse(ok.after_state)]).toEqual([
      { state: 'pending', balance: '100.00' },
      { state: 'posted', balance: '1100.01' },
    ]);
    const posted = await admin('GET', `/admin/api/adjustments?username=${p.username}`);
    expect(posted.data.data[0]).toMatchObject({
      state: 'posted',
      reviewed_by_name: expect.stringMatching(/^fina_/),
      balance_before: '100.00',
      balance_after: '1100.01',
    });
  });

  it('pays once when two operators approve at the same moment', async () => {
    const p = await player(100);
    const res = await adjust({ username: p.username, amount: 5000, note: '更正' }, adjustments.finance.token);
    const third = await roleOperatorToken(adjustments.t, 'finance');
    const both = await Promise.all([
      review(res.data.id, 'approve'),
      review(res.data.id, 'approve', {}, third.token),
    ]);
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    expect(both.find((r) => r.code !== 200)).toMatchObject({ code: 409, message: ADJUST_MSG.alreadyDone });
    expect(await balance(p.token)).toBe('5100.00');
    const journals = await adjustments.t.database.db
      .selectFrom('ledger_journals')
      .select('id')
      .where('ref_id', '=', res.data.adjust_no)
      .execute();
    expect(journals).toHaveLength(1);
    expect((await auditOf('adjustment.approve', res.data.id)).map((a) => a.outcome).sort()).toEqual([
      'denied',
      'ok',
    ]);
    expect((await checkInvariants(adjustments.t.database.db)).violations).toEqual([]);
  });

  it('can be rejected with a reason by the second operator; a rejected one cannot be approved', async () => {
    const p = await player(100);
    const res = await adjust({ username: p.username, amount: 2000, reason_code: 'other', note: '其他' });
    expect(await review(res.data.id, 'reject', { reason: ' ' }, adjustments.finance.token)).toMatchObject({
      code: 400,
      message: '请填写拒绝原因',
    });
    expect(
      (await review(res.data.id, 'reject', { reason: '依据不足' }, adjustments.finance.token)).code,
    ).toBe(200);
    expect(await review(res.data.id, 'approve', {}, adjustments.finance.token)).toMatchObject({
      code: 409,
      message: ADJUST_MSG.alreadyDone,
    });
    expect(await balance(p.token)).toBe('100.00');
    const row = await admin('GET', `/admin/api/adjustments?state=rejected&username=${p.username}`);
    expect(row.data.data[0]).toMatchObject({ state: 'rejected', review_note: '依据不足' });
    expect(
      await admin('POST', '/admin/api/adjustments/99999999/approve', {}, adjustments.finance.token),
    ).toMatchObject({
      code: 404,
      message: ADJUST_MSG.notFound,
    });
  });

  it('a pending debit the wallet no longer covers is refused at approval and stays pending', async () => {
    const p = await player(1500);
    const res = await adjust({ username: p.username, amount: -1200, reason_code: 'clawback' });
    await adjust({ username: p.username, amount: -500, reason_code: 'clawback' });
    expect(await review(res.data.id, 'approve', {}, adjustments.finance.token)).toMatchObject({
      code: 400,
      message: ADJUST_MSG.insufficient,
    });
    expect(await balance(p.token)).toBe('1000.00');
    expect(
      (await admin('GET', `/admin/api/adjustments?state=pending&username=${p.username}`)).data.total,
    ).toBe(1);
  });

  it('follows the configured threshold', async () => {
    await adjustments.t.services.settings.set({ adjust_approval_threshold: '50.00' });
    const p = await player(100);
    expect((await adjust({ username: p.username, amount: 50 })).data.state).toBe('posted');
    expect((await adjust({ username: p.username, amount: '-50.01' })).data.state).toBe('pending');
    expect((await admin('GET', '/admin/api/adjustments/options')).data.threshold).toBe('50.00');
  });
});

describe('adjustment permissions', () => {
  it('lets only money.adjust create or review; others read the list and get 403 on writes', async () => {
    const p = await player(100);
    const pending = await adjust({ username: p.username, amount: 3000 });
    for (const role of ['support', 'operations'] as const) {
      const other = await roleOperatorToken(adjustments.t, role);
      expect((await admin('GET', '/admin/api/adjustments', undefined, other.token)).code).toBe(200);
      expect((await adjust({ username: p.username, amount: 10 }, other.token)).status).toBe(403);
      expect((await review(pending.data.id, 'approve', {}, other.token)).status).toBe(403);
      expect((await review(pending.data.id, 'reject', { reason: 'x' }, other.token)).status).toBe(403);
    }
    expect(await balance(p.token)).toBe('100.00');
    expect((await call(adjustments.t.app, 'GET', '/admin/api/adjustments')).status).toBe(401);
    expect((await admin('GET', '/admin/api/adjustments?state=done')).code).toBe(400);
  });
});
