import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUT_MSG } from '@app/shared';
import { inboxOf } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { ADJUST_MSG } from './adjustment-rules.js';
import { adjustmentsTests } from './adjustments.test-support.js';

const adjustments = adjustmentsTests();
const { admin, adjust, auditOf, balance, player, required } = adjustments;

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

  it('credits at once: journal, turnover, inbox, and an audit entry with balances before/after', async () => {
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
    const journal = await adjustments.t.database.db
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
    const [msg] = await inboxOf(adjustments.t, p.userId, { kind: 'adjustment' });
    expect(msg?.content).toContain('增加 1000.00 元');
    expect((await checkInvariants(adjustments.t.database.db)).violations).toEqual([]);
  });

  it('debits, never below zero: refused with a message, nothing changed, the attempt recorded', async () => {
    const p = await player(300);
    expect(await adjust({ username: p.username, amount: '-100.50', reason_code: 'clawback' })).toMatchObject({
      code: 200,
      data: { state: 'posted', balance_after: '199.50' },
    });
    const refused = await adjust({ username: p.username, amount: -200, reason_code: 'clawback' });
    expect(refused).toMatchObject({ code: 400, message: ADJUST_MSG.insufficient });
    expect(await balance(p.token)).toBe('199.50');
    const rows = await adjustments.t.database.db
      .selectFrom('balance_adjustments')
      .select('amount_fen')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows.map((r) => Number(r.amount_fen))).toEqual([-10_050]);
    const denied = await adjustments.t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'adjustment.post')
      .where('outcome', '=', 'denied')
      .execute();
    expect(denied.map((d) => JSON.parse(d.detail))).toContainEqual(
      expect.objectContaining({ user_id: p.userId, amount: '-200.00', refused: ADJUST_MSG.insufficient }),
    );
    expect((await checkInvariants(adjustments.t.database.db)).violations).toEqual([]);
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
