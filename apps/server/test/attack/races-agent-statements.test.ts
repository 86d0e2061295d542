import { describe, expect, it } from 'vitest';
import { AGENT_ADMIN_MSG } from '@app/shared';
import { mainBalanceFen, type Answer } from '../helpers.js';
import {
  settledStatements,
  statementOutcome,
  THRESHOLD_FEN,
  type RaceStatement,
} from './races/agent-statements.js';
import { afterEveryRace, NODE_COUNTS, raceKit, racesPerFile, WIDTH } from './races/race-kit.js';

/**
 * Finance's decisions on one agent commission statement raced (see races/race-kit.ts): approvals,
 * a second operator's confirmations, holds and adjustments sent at once by several operators. The
 * commission is paid exactly once or not at all, always the statement's final amount, never by one
 * operator above the review threshold; every refused request hears why in Chinese, none fails with
 * a 500, and the ledger invariants hold after each race.
 */

const w = racesPerFile('races-agent-statements', 4);
const statements = settledStatements(w, { small: 6, large: 6, nearThreshold: 2 });

const { statementState: CHANGED, secondOperator: SECOND } = AGENT_ADMIN_MSG;
const HOLD = { reason: '核查会员流水' };
const ok = (a: Answer) => a.code === 200;

/** Every refusal says one of `messages`; nothing answered with a server error. */
function expectClearRefusals(answers: Answer[], messages: string[]) {
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  for (const a of answers.filter((x) => !ok(x))) expect(messages).toContain(a.message);
}

/** Paid once, the statement's final amount, by two operators above the threshold; or not paid at all. */
function expectBookedOnce(o: Awaited<ReturnType<typeof statementOutcome>>) {
  if (o.state !== 'paid') {
    expect(o.commissionJournals).toEqual([]);
    expect(o.walletGrowthFen).toBe(0);
    return;
  }
  expect(o.commissionJournals).toEqual([o.payableFen]);
  expect(o.walletGrowthFen).toBe(o.payableFen);
  if (o.payableFen > THRESHOLD_FEN) expect(o.confirmedBy).not.toBe(o.approvedBy);
}

describe.each(NODE_COUNTS)('races on %s', (_label, nodes) => {
  const { post, race, atMost, books } = raceKit(w, nodes);
  const act = (i: number, s: RaceStatement, action: string, token: string, body: object = {}) =>
    post(i, `/admin/api/agent-statements/${s.id}/${action}`, body, token);
  const walletFen = (s: RaceStatement) => mainBalanceFen(w.first.database.db, s.agentId);

  it('operators approving one statement at once: the commission is paid once', async () => {
    const s = statements.take('small');
    const before = await walletFen(s);
    const ops = [w.ops.super, w.ops.finance, w.ops.finance2];
    const answers = await race(WIDTH, (i) => act(i, s, 'approve', ops[i % 3]!));
    atMost(answers.filter(ok).length, 1);
    expect(answers.filter(ok).map((a) => a.data.state)).toEqual(['paid']);
    expectClearRefusals(answers, [CHANGED]);
    const o = await statementOutcome(w, s, before);
    expect(o).toMatchObject({ state: 'paid', payableFen: s.payableFen });
    expectBookedOnce(o);
    await books();
  });

  it('a large statement approved, then confirmed, at once: paid once, never by its approver', async () => {
    const s = statements.take('large');
    const before = await walletFen(s);
    const pair = [w.ops.super, w.ops.finance];
    const approvals = await race(WIDTH, (i) => act(i, s, 'approve', pair[i % 2]!));
    expect(approvals.filter(ok).map((a) => a.data.state)).toEqual(['second']);
    expectClearRefusals(approvals, [CHANGED]);
    expect((await statementOutcome(w, s, before)).walletGrowthFen).toBe(0);

    // The approver is among those confirming: its confirmations are refused.
    const ops = [w.ops.super, w.ops.finance, w.ops.finance2];
    const confirms = await race(WIDTH, (i) => act(i, s, 'confirm', ops[i % 3]!));
    atMost(confirms.filter(ok).length, 1);
    expect(confirms.filter(ok)).toHaveLength(1);
    expectClearRefusals(confirms, [CHANGED, SECOND]);
    const o = await statementOutcome(w, s, before);
    expect(o).toMatchObject({ state: 'paid', payableFen: s.payableFen });
    expectBookedOnce(o);
    await books();
  });

  /** `decision` (approve, or a second operator's confirm) racing holds: paid once or held, never both. */
  async function raceHolds(s: RaceStatement, decision: 'approve' | 'confirm') {
    const before = await walletFen(s);
    const pair = [w.ops.finance, w.ops.finance2];
    const answers = await race(WIDTH, (i) =>
      i % 2 === 0 ? act(i, s, decision, pair[(i / 2) % 2]!) : act(i, s, 'hold', pair[i % 2]!, HOLD),
    );
    const won = answers.map((a, i) => ({ ok: ok(a), pays: i % 2 === 0 })).filter((a) => a.ok);
    atMost(won.length, 1);
    expect(won).toHaveLength(1);
    expectClearRefusals(answers, [CHANGED]);
    const o = await statementOutcome(w, s, before);
    expect(o.state).toBe(won[0]!.pays ? 'paid' : 'held');
    expectBookedOnce(o);
    await books();
  }

  it('approvals racing holds: paid once or held, never both', () =>
    raceHolds(statements.take('small'), 'approve'));

  it('a second operator’s confirmations racing holds: paid once or held, never both', async () => {
    const s = statements.take('large');
    expect((await act(0, s, 'approve', w.ops.super)).data.state).toBe('second');
    await raceHolds(s, 'confirm');
  });

  it('a confirmation racing a hold, release and fresh approval by the confirmer: never its own', async () => {
    const s = statements.take('large');
    const before = await walletFen(s);
    expect((await act(0, s, 'approve', w.ops.super)).data.state).toBe('second');
    // finance confirms super's approval; meanwhile finance2 holds and releases the statement and
    // finance approves it afresh, becoming its approver: a confirmation read before that must not pay.
    const chained: Answer[] = [];
    const answers = await race(WIDTH, async (i) => {
      if (i % 2 === 0) return act(i, s, 'confirm', w.ops.finance);
      chained.push(await act(i, s, 'hold', w.ops.finance2, HOLD));
      chained.push(await act(i, s, 'release', w.ops.finance2));
      return act(i, s, 'approve', w.ops.finance);
    });
    expectClearRefusals([...answers, ...chained], [CHANGED, SECOND]);
    expectBookedOnce(await statementOutcome(w, s, before));
    await books();
  });

  it('approvals racing adjustments: the agent is paid the statement’s final amount, once', async () => {
    const s = statements.take('small');
    const before = await walletFen(s);
    const pair = [w.ops.super, w.ops.finance];
    // Each adjustment takes off a different amount, so the one paid shows which stood last.
    const answers = await race(WIDTH, (i) =>
      i % 2 === 0
        ? act(i, s, 'approve', pair[(i / 2) % 2]!)
        : act(i, s, 'adjust', w.ops.finance2, { amount: `-${i}0.00`, reason: '扣除违规会员' }),
    );
    const approvals = answers.filter((a, i) => ok(a) && i % 2 === 0);
    atMost(approvals.length, 1);
    expect(approvals).toHaveLength(1);
    expectClearRefusals(answers, [CHANGED]);
    const o = await statementOutcome(w, s, before);
    expect(o.state).toBe('paid');
    const adjusted = answers.flatMap((a, i) => (ok(a) && i % 2 === 1 ? [s.payableFen - i * 1000] : []));
    expect([s.payableFen, ...adjusted]).toContain(o.payableFen);
    expectBookedOnce(o);
    await books();
  });

  it('an approval racing adjustments above the review threshold: never paid by one operator', async () => {
    const s = statements.take('nearThreshold');
    expect(s.payableFen).toBeLessThanOrEqual(THRESHOLD_FEN);
    expect(s.payableFen + 100_000).toBeGreaterThan(THRESHOLD_FEN);
    const before = await walletFen(s);
    // One approval among adjustments: no other approval moves the statement on first.
    const pair = [w.ops.finance, w.ops.finance2];
    const answers = await race(WIDTH, (i) =>
      i === 0
        ? act(i, s, 'approve', w.ops.super)
        : act(i, s, 'adjust', pair[i % 2]!, { amount: '1000.00', reason: '补发活动佣金' }),
    );
    expectClearRefusals(answers, [CHANGED]);
    const o = await statementOutcome(w, s, before);
    // Paid at once only as it stood before any adjustment; adjusted first, it is refused or waits.
    if (o.state === 'paid') expect(o.payableFen).toBe(s.payableFen);
    else
      expect(o).toMatchObject({
        state: answers[0]!.data?.state ?? 'pending',
        payableFen: s.payableFen + 100_000,
      });
    expectBookedOnce(o);
    await books();
  });
});

afterEveryRace(w);
