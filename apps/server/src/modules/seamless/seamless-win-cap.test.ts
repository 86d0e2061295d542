import { describe, expect, it } from 'vitest';
import { buildTestApp, fundedPlayer, useTestApp, walletCallback } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { seedGames } from '../../seeds/seed-games.js';
import { ledgerReads } from '../../ledger/ledger.public.js';

const t = useTestApp(async (t) => {
  await t.services.settings.set({ turnover_multiple: '0' });
  await seedGames(t.database.db);
});

let seq = 0;
const txn = () => `cap-${Date.now()}-${seq++}`;

/** A player seated at 幸运骰宝 (big/small pays 2×: a 10.00 bet returns at most 20.00). */
async function atSicBo(yuan = 100) {
  const p = await fundedPlayer(t, yuan);
  const token = await t.services.seamless.issueToken(p.userId, 'pg');
  const pid = String(p.userId);
  const betId = txn();
  const placed = await walletCallback(t, 'bet', {
    token,
    player_id: pid,
    txn_id: betId,
    round_id: `r-${betId}`,
    game_code: 'dice-sicbo',
    amount: '10.00',
    currency: 'CNY',
  });
  expect(placed).toMatchObject({ status: 'OK', balance: `${yuan - 10}.00` });
  const win = (amount: string, txn_id = txn(), node: Parameters<typeof walletCallback>[0] = t) =>
    walletCallback(node, 'win', {
      player_id: pid,
      txn_id,
      bet_txn_id: betId,
      round_id: `r-${betId}`,
      amount,
      currency: 'CNY',
    });
  const resettle = (amount: string) =>
    walletCallback(t, 'resettle', {
      player_id: pid,
      txn_id: txn(),
      bet_txn_id: betId,
      round_id: `r-${betId}`,
      amount,
      currency: 'CNY',
    });
  const balance = async () => Number(await ledgerReads.mainBalance(t.database.db, p.userId));
  return { ...p, betId, win, resettle, balance };
}

const capAlerts = (betId: string) =>
  t.database.db
    .selectFrom('risk_alerts')
    .selectAll()
    .where('kind', '=', 'win_over_cap')
    .where('fingerprint', 'like', `%${betId}`)
    .execute();

describe("the seamless wallet pays one bet no more than its game's maximum win", () => {
  it('pays the first of 20 signed wins of 15.00 on one 10.00 bet and refuses the rest', async () => {
    const s = await atSicBo();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await s.win('15.00'));
    expect(answers[0]).toMatchObject({ status: 'OK', balance: '105.00' });
    for (const a of answers.slice(1)) expect(a).toMatchObject({ status: 'BAD_REQUEST' });
    expect(await s.balance()).toBe(10_500);
    const alerts = await capAlerts(s.betId);
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(alerts[0]!.user_ids)).toEqual([s.userId]);
    expect(JSON.parse(alerts[0]!.evidence)).toMatchObject({
      bet_txn_id: s.betId,
      game_code: 'dice-sicbo',
      stake_fen: 1000,
      cap_fen: 2000,
      paid_fen: 1500,
      refused: 19,
    });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('holds the cap when the 20 wins arrive together', async () => {
    const s = await atSicBo();
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.win('15.00')));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'BAD_REQUEST')).toHaveLength(19);
    expect(await s.balance()).toBe(10_500);
    expect(await capAlerts(s.betId)).toHaveLength(1);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('holds the cap when the 20 wins are spread over two API nodes on one database', async () => {
    const s = await atSicBo();
    const second = await buildTestApp({}, t);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => s.win('15.00', txn(), i % 2 ? second : t)),
      );
      expect(answers.filter((a) => a.status === 'OK')).toHaveLength(1);
      expect(await s.balance()).toBe(10_500);
      expect(await capAlerts(s.betId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('pays wins up to the cap exactly, answers a repeat as first, and caps a re-settlement', async () => {
    const s = await atSicBo();
    const first = txn();
    expect(await s.win('12.00', first)).toMatchObject({ status: 'OK', balance: '102.00' });
    expect(await s.win('12.00', first)).toMatchObject({ status: 'OK', balance: '102.00' });
    expect(await s.resettle('8.00')).toMatchObject({ status: 'OK', balance: '110.00' });
    expect(await s.resettle('0.01')).toMatchObject({ status: 'BAD_REQUEST' });
    expect(await s.resettle('-5.00')).toMatchObject({ status: 'OK', balance: '105.00' });
    expect(await s.resettle('5.00')).toMatchObject({ status: 'OK', balance: '110.00' });
    expect(await s.balance()).toBe(11_000);
    expect(await capAlerts(s.betId)).toHaveLength(1);
  });

  it('raises nothing for wins within the cap', async () => {
    const s = await atSicBo();
    expect(await s.win('20.00')).toMatchObject({ status: 'OK', balance: '110.00' });
    expect(await capAlerts(s.betId)).toHaveLength(0);
  });
});
