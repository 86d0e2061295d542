import { describe, expect, it } from 'vitest';
import { call, fundedPlayer, gameTransfers } from '../helpers.js';
import { afterEveryRace, NODE_COUNTS, raceKit, racesPerFile, WIDTH } from './races/race-kit.js';

/**
 * Money paths of the player's wallet raced (see races/race-kit.ts): withdrawals on one balance,
 * transfers in and out of a game wallet, pending transfers reconciled by every node at once. After
 * each race the ledger invariants hold and the balances are exactly what the winners moved.
 */

const w = racesPerFile('races-wallet', 3);

describe.each(NODE_COUNTS)('races on %s', (_label, nodes) => {
  const { post, race, atMost, books, balanceFen, platformFen, providerFen, node, fundedInGame } = raceKit(
    w,
    nodes,
  );

  it('withdrawals on one balance: only as many as it covers pass', async () => {
    const allowed = Math.floor(WIDTH / 2);
    const p = await fundedPlayer(w.first, allowed * 100 + 50);
    const answers = await race(WIDTH, (i) =>
      post(i, '/api/withdraw', { amount: 100, bank: p.cardId, password: '123456' }, p.token),
    );
    const ok = answers.filter((a) => a.code === 200).length;
    atMost(ok, allowed);
    expect(ok).toBe(allowed);
    expect(await balanceFen(p)).toBe(5_000);
    const held = await w.first.database.db
      .selectFrom('withdrawals')
      .select('amount_fen')
      .where('user_id', '=', p.userId)
      .execute();
    expect(held.reduce((s, w) => s + Number(w.amount_fen), 0)).toBe(allowed * 10_000);
    await books();
  });

  it('transfers in and out of a game wallet at once: main + platform whole, provider agrees', async () => {
    const p = await fundedInGame(1000, 'ky', 400);
    const answers = await race(WIDTH + 2, (i) =>
      i >= WIDTH
        ? post(i, '/api/transall', {}, p.token)
        : post(
            i,
            '/api/transfer',
            i % 2 === 0
              ? { amount: 100, sourcetype: 'userbalance', targettype: 'ky' }
              : { amount: 100, sourcetype: 'ky', targettype: 'userbalance' },
            p.token,
          ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const main = await balanceFen(p);
    const ky = await platformFen(p, 'ky');
    expect(main).toBeGreaterThanOrEqual(0);
    expect(ky).toBeGreaterThanOrEqual(0);
    expect(main + ky).toBe(100_000);
    expect(await providerFen(p, 'ky')).toBe(ky);
    expect(await gameTransfers(w.first, p.userId, 0)).toEqual([]);
    await books();
  });

  it('pending transfers reconciled by all nodes at once: each settled once, provider agrees', async () => {
    const p = await fundedPlayer(w.first, 500);
    // The provider acts on these but its answers are lost: they stay pending with us.
    w.first.providerFaults.loseAnswer = true;
    try {
      for (const [from, to] of [
        ['userbalance', 'ae'],
        ['userbalance', 'ae'],
        ['userbalance', 'fgdz'],
      ])
        await call(
          w.first.app,
          'POST',
          '/api/transfer',
          { amount: 100, sourcetype: from, targettype: to },
          { token: p.token },
        );
    } finally {
      w.first.providerFaults.loseAnswer = false;
    }
    const pending = await gameTransfers(w.first, p.userId, 2);
    expect(pending).toHaveLength(3);
    await race(WIDTH, (i) => node(i).services.transfers.reconcile(0));
    expect(await gameTransfers(w.first, p.userId, 2)).toEqual([]);
    for (const t of pending) {
      const outcomes = await w.first.database.db
        .selectFrom('ledger_journals')
        .select('idem_key')
        .where('idem_key', 'in', [`transfer:${t.transfer_no}:settle`, `transfer:${t.transfer_no}:refund`])
        .execute();
      atMost(outcomes.length, 1);
      expect(outcomes).toHaveLength(1);
    }
    expect(await balanceFen(p)).toBe(20_000);
    expect(await platformFen(p, 'ae')).toBe(20_000);
    expect(await providerFen(p, 'ae')).toBe(20_000);
    expect(await providerFen(p, 'fgdz')).toBe(await platformFen(p, 'fgdz'));
    await books();
  });
});

afterEveryRace(w);
