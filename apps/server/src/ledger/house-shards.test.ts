import { describe, expect, it } from 'vitest';
import { call, fundedPlayer, riskCleared, signInOperator, useTestApp } from '../../test/helpers.js';
import { HOUSE, HOUSE_SHARDS, HOUSE_USER_ID } from './accounts.js';
import { checkInvariants } from './invariants.js';

/**
 * House accounts are split into shards so that concurrent journals of different players do not
 * queue on one row (docs/decisions.md, "No hot house rows"). What must stay true: money still adds
 * up per house account across its shards, and a hold is released from the shard that took it, so
 * no shard of a never-negative account dips below zero.
 */
const t = useTestApp(
  async (t) => {
    await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
    return signInOperator(t);
  },
  { RATE_REGISTER_PER_10MIN: '1000' },
);

const shardsOf = (kind: string) =>
  t.database.db
    .selectFrom('accounts')
    .select(['id', 'platform', 'balance'])
    .where('user_id', '=', HOUSE_USER_ID)
    .where('kind', '=', kind)
    .execute();

/** The house account of `kind` that one journal touched. */
const houseLegOf = async (key: string, kind: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_journals as j')
        .innerJoin('ledger_entries as e', 'e.journal_id', 'j.id')
        .innerJoin('accounts as a', 'a.id', 'e.account_id')
        .select('a.id')
        .where('j.idem_key', '=', key)
        .where('a.kind', '=', kind)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe('house account shards', () => {
  it('spreads deposits over shards of the gateway account that add up to what was paid', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => fundedPlayer(t, 100)));
    const shards = await shardsOf(HOUSE.gateway);
    expect(shards.length).toBeGreaterThan(4);
    expect(shards.length).toBeLessThanOrEqual(HOUSE_SHARDS);
    const total = shards.reduce((sum, s) => sum + Number(s.balance), 0);
    expect(total).toBe(-players.length * 10_000);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('pays or refunds each withdrawal from the pending shard its request was held in', async () => {
    const requests = [];
    for (let i = 0; i < 12; i++) {
      const p = await fundedPlayer(t, 300);
      const res = await call(
        t.app,
        'POST',
        '/api/withdraw',
        { amount: 100, bank: p.cardId, password: '123456' },
        {
          token: p.token,
        },
      );
      expect(res.code).toBe(200);
      const w = await t.database.db
        .selectFrom('withdrawals')
        .select(['id', 'order_no'])
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      requests.push(w);
    }
    await riskCleared(t);
    for (const [i, w] of requests.entries()) {
      const action = i % 2 === 0 ? 'approve' : 'reject';
      const res = await call(
        t.app,
        'POST',
        `/admin/api/withdrawals/${w.id}/${action}`,
        // A bank withdrawal's approval takes an optional reference; a refusal its reason.
        action === 'approve' ? {} : { reason: '信息有误' },
        {
          token: t.op,
        },
      );
      expect(res.code).toBe(200);
      const release = `${action === 'approve' ? 'withdraw-paid' : 'withdraw-refund'}:${w.order_no}`;
      expect(await houseLegOf(release, HOUSE.pendingWithdrawal)).toBe(
        await houseLegOf(`withdraw:${w.order_no}`, HOUSE.pendingWithdrawal),
      );
    }
    const pending = await shardsOf(HOUSE.pendingWithdrawal);
    expect(new Set(pending.map((s) => s.id)).size).toBeGreaterThan(1);
    expect(pending.every((s) => Number(s.balance) === 0)).toBe(true);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });
});
