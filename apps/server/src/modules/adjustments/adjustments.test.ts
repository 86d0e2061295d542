import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  fundedPlayer,
  operatorToken,
  roleOperatorToken,
  type TestApp,
} from '../../../test/helpers.js';
import { HOSTILE_INPUT_MSG } from '@app/shared';
import { checkInvariants } from '../../ledger/invariants.js';
import { ADJUST_MSG } from './adjustment-rules.js';

let t: TestApp;
let op: string;
let finance: { token: string; id: number };
beforeAll(async () => {
  t = await buildTestApp();
  op = await operatorToken(t);
  finance = await roleOperatorToken(t, 'finance');
  await t.services.settings.set({ turnover_multiple: '0' });
});
beforeEach(() => t.services.settings.set({ adjust_approval_threshold: '1000.00' }));
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, body?: unknown, token = op) =>
  call(t.app, method, url, body, { token });
const balance = async (token: string) =>
  (await call(t.app, 'POST', '/api/balance', {}, { token })).data.balance;
const required = async (token: string) =>
  (await call(t.app, 'POST', '/api/getBetAmount', {}, { token })).data.bet_amount;

async function player(yuan = 500) {
  const p = await fundedPlayer(t, yuan);
  const username = (await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.username as string;
  return { ...p, username };
}
const adjust = (body: Record<string, unknown>, token = op) =>
  admin('POST', '/admin/api/adjustments', { reason_code: 'correction', note: '测试', ...body }, token);
const auditOf = (action: string, id: number | string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('adjustments at or under the threshold', () => {
  it('lists the reason codes and the threshold', async () => {
    const res = await admin('GET', '/admin/api/adjustments/options');
    expect(res.data.threshold).toBe('1000.00');
    expect(res.data.reasons.map((r: { code: string }) => r.code)).toEqual([
      'bonus_compensation',
      'missed_deposit',
      'correction',
      'clawback',
      'other',
    ]);
    expect(res.data.reasons.find((r: { code: string }) => r.code === 'clawback')).toEqual({
      code: 'clawback',
      label: '扣回',
      direction: 'debit',
    });
  });

  it('credits at once: journal, turnover, inbox, and the audit entry with the balance before and after', async () => {
    const p = await player(500);
    const res = await adjust({
      username: p.username.toUpperCase(),
      amount: '1000',
      reason_code: 'bonus_compensation',
      note: '活动奖励补发',
      turnover_multiple: '2',
    });
    expect(res).toMatchObject({
      code: 200,
      message: '已调整',
      data: { state: 'posted', balance_after: '1500.00' },
    });
    expect(await balance(p.token)).toBe('1500.00');
    expect(await required(p.token)).toBe('2000.00');
    const journal = await t.database.db
      .selectFrom('ledger_journals')
      .selectAll()
      .where('ref_type', '=', 'adjustment')
      .where('ref_id', '=', res.data.adjust_no)
      .executeTakeFirstOrThrow();
    expect(journal).toMatchObject({
      reason: 'adjustment_credit',
      amount: 100_000,
      idem_key: `adjust:${res.data.adjust_no}`,
    });
    const [entry] = await auditOf('adjustment.post', res.data.id);
    expect(JSON.parse(entry!.before_state)).toEqual({ balance: '500.00' });
    expect(JSON.parse(entry!.after_state)).toEqual({ state: 'posted', balance: '1500.00' });
    const msg = await t.database.db
      .selectFrom('messages')
      .select('content')
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'adjustment')
      .executeTakeFirstOrThrow();
    expect(msg.content).toContain('增加 1000.00 元');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('debits, but never below zero: refused with a message, nothing changed, the attempt recorded', async () => {
    const p = await player(300);
    expect(await adjust({ username: p.username, amount: '-100.50', reason_code: 'clawback' })).toMatchObject({
      code: 200,
      data: { state: 'posted', balance_after: '199.50' },
    });
    const refused = await adjust({ username: p.username, amount: -200, reason_code: 'clawback' });
    expect(refused).toMatchObject({ code: 400, message: ADJUST_MSG.insufficient });
    expect(await balance(p.token)).toBe('199.50');
    const rows = await t.database.db
      .selectFrom('balance_adjustments')
      .select('amount_fen')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows.map((r) => Number(r.amount_fen))).toEqual([-10_050]);
    const denied = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'adjustment.post')
      .where('outcome', '=', 'denied')
      .execute();
    expect(denied.map((d) => JSON.parse(d.detail))).toContainEqual(
      expect.objectContaining({ user_id: p.userId, amount: '-200.00', refused: ADJUST_MSG.insufficient }),
    );
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await player(100);
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'nobody000', amount: 10 }, ADJUST_MSG.userNotFound],
      [{ username: '', amount: 10 }, ADJUST_MSG.userNotFound],
      [{ username: p.username, amount: 0 }, ADJUST_MSG.amount],
      [{ username: p.username, amount: '1.001' }, ADJUST_MSG.amount],
      [{ username: p.username, amount: 'abc' }, ADJUST_MSG.amount],
      [{ username: p.username, amount: '--5' }, ADJUST_MSG.amount],
      [{ username: p.username, amount: '10000000.01' }, ADJUST_MSG.tooLarge],
      [{ username: p.username, amount: 10, reason_code: 'gift' }, ADJUST_MSG.reason],
      [{ username: p.username, amount: 10, reason_code: 'toString' }, ADJUST_MSG.reason],
      [{ username: p.username, amount: 10, note: '  ' }, ADJUST_MSG.note],
      [{ username: p.username, amount: 10, note: '<script>alert(1)</script>' }, HOSTILE_INPUT_MSG],
      [{ username: p.username, amount: 10, note: '补发 <img src=x onerror=alert(1)>' }, HOSTILE_INPUT_MSG],
      [{ username: p.username, amount: 10, reason_code: 'clawback' }, ADJUST_MSG.debitOnly('扣回')],
      [
        { username: p.username, amount: -10, reason_code: 'missed_deposit' },
        ADJUST_MSG.creditOnly('系统补单'),
      ],
      [{ username: p.username, amount: -10, turnover_multiple: 1 }, ADJUST_MSG.multipleOnDebit],
      [{ username: p.username, amount: 10, turnover_multiple: '101' }, ADJUST_MSG.multiple],
      [{ username: p.username, amount: 10, turnover_multiple: '-1' }, ADJUST_MSG.multiple],
    ];
    for (const [body, message] of cases)
      expect(await adjust(body), JSON.stringify(body)).toMatchObject({ code: 400, message });
    expect((await adjust({ username: p.username, amount: 10, extra: 1 })).code).toBe(400);
    expect(await balance(p.token)).toBe('100.00');
  });
});

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

    expect(await admin('POST', `/admin/api/adjustments/${res.data.id}/approve`)).toMatchObject({
      code: 403,
      message: ADJUST_MSG.selfReview,
    });
    expect(
      await admin('POST', `/admin/api/adjustments/${res.data.id}/reject`, { reason: 'x' }),
    ).toMatchObject({ code: 403, message: ADJUST_MSG.selfReview });
    expect(await auditOf('adjustment.approve', res.data.id)).toEqual([
      expect.objectContaining({ operator_id: expect.any(Number), outcome: 'denied' }),
    ]);
    expect(await balance(p.token)).toBe('100.00');

    expect(
      await admin('POST', `/admin/api/adjustments/${res.data.id}/approve`, {}, finance.token),
    ).toMatchObject({ code: 200, data: { balance_after: '1100.01' } });
    expect(await balance(p.token)).toBe('1100.01');
    const ok = (await auditOf('adjustment.approve', res.data.id)).find((a) => a.outcome === 'ok')!;
    expect(ok.operator_id).toBe(finance.id);
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
    const res = await adjust({ username: p.username, amount: 5000, note: '更正' }, finance.token);
    const third = await roleOperatorToken(t, 'finance');
    const both = await Promise.all([
      admin('POST', `/admin/api/adjustments/${res.data.id}/approve`),
      admin('POST', `/admin/api/adjustments/${res.data.id}/approve`, {}, third.token),
    ]);
    expect(both.filter((r) => r.code === 200)).toHaveLength(1);
    expect(both.find((r) => r.code !== 200)).toMatchObject({ code: 409, message: ADJUST_MSG.alreadyDone });
    expect(await balance(p.token)).toBe('5100.00');
    const journals = await t.database.db
      .selectFrom('ledger_journals')
      .select('id')
      .where('ref_id', '=', res.data.adjust_no)
      .execute();
    expect(journals).toHaveLength(1);
    expect((await auditOf('adjustment.approve', res.data.id)).map((a) => a.outcome).sort()).toEqual([
      'denied',
      'ok',
    ]);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('can be rejected with a reason by the second operator; a rejected one cannot be approved', async () => {
    const p = await player(100);
    const res = await adjust({ username: p.username, amount: 2000, reason_code: 'other', note: '其他' });
    expect(
      await admin('POST', `/admin/api/adjustments/${res.data.id}/reject`, { reason: ' ' }, finance.token),
    ).toMatchObject({ code: 400, message: '请填写拒绝原因' });
    expect(
      (
        await admin(
          'POST',
          `/admin/api/adjustments/${res.data.id}/reject`,
          { reason: '依据不足' },
          finance.token,
        )
      ).code,
    ).toBe(200);
    expect(
      await admin('POST', `/admin/api/adjustments/${res.data.id}/approve`, {}, finance.token),
    ).toMatchObject({ code: 409, message: ADJUST_MSG.alreadyDone });
    expect(await balance(p.token)).toBe('100.00');
    const row = await admin('GET', `/admin/api/adjustments?state=rejected&username=${p.username}`);
    expect(row.data.data[0]).toMatchObject({ state: 'rejected', review_note: '依据不足' });
    expect(await admin('POST', '/admin/api/adjustments/99999999/approve', {}, finance.token)).toMatchObject({
      code: 404,
      message: ADJUST_MSG.notFound,
    });
  });

  it('a pending debit the wallet no longer covers is refused at approval and stays pending', async () => {
    const p = await player(1500);
    const res = await adjust({ username: p.username, amount: -1200, reason_code: 'clawback' });
    await adjust({ username: p.username, amount: -500, reason_code: 'clawback' });
    expect(
      await admin('POST', `/admin/api/adjustments/${res.data.id}/approve`, {}, finance.token),
    ).toMatchObject({ code: 400, message: ADJUST_MSG.insufficient });
    expect(await balance(p.token)).toBe('1000.00');
    expect(
      (await admin('GET', `/admin/api/adjustments?state=pending&username=${p.username}`)).data.total,
    ).toBe(1);
  });

  it('follows the configured threshold', async () => {
    await t.services.settings.set({ adjust_approval_threshold: '50.00' });
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
      const other = await roleOperatorToken(t, role);
      expect((await admin('GET', '/admin/api/adjustments', undefined, other.token)).code).toBe(200);
      expect((await adjust({ username: p.username, amount: 10 }, other.token)).status).toBe(403);
      expect(
        (await admin('POST', `/admin/api/adjustments/${pending.data.id}/approve`, {}, other.token)).status,
      ).toBe(403);
      expect(
        (
          await admin(
            'POST',
            `/admin/api/adjustments/${pending.data.id}/reject`,
            { reason: 'x' },
            other.token,
          )
        ).status,
      ).toBe(403);
    }
    expect(await balance(p.token)).toBe('100.00');
    expect((await call(t.app, 'GET', '/admin/api/adjustments')).status).toBe(401);
    expect((await admin('GET', '/admin/api/adjustments?state=done')).code).toBe(400);
  });
});
