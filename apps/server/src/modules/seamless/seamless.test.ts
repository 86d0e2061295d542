import { describe, expect, it } from 'vitest';
import { call, fundedPlayer, useTestApp, walletCallback } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp(
  async (t) => {
    await t.services.settings.set({ turnover_multiple: '0' });
  },
  { RATE_REGISTER_PER_10MIN: '1000' },
);

let seq = 0;
const txn = () => `tx-${Date.now()}-${seq++}`;

/** Calls our wallet as the provider would: signed JSON, timestamp in seconds. */
const provider = (
  action: string,
  body: Record<string, unknown>,
  opts: { secret?: string; at?: number } = {},
) => walletCallback(t, action, body, opts);

async function seated(yuan = 100) {
  const p = await fundedPlayer(t, yuan);
  const token = await t.services.seamless.issueToken(p.userId, 'obgdy');
  const pid = String(p.userId);
  const bet = (amount: string, txn_id = txn(), round_id = `r-${txn_id}`) =>
    provider('bet', {
      token,
      player_id: pid,
      txn_id,
      round_id,
      game_code: 'fortune-god',
      amount,
      currency: 'CNY',
    });
  const win = (bet_txn_id: string, amount: string, txn_id = txn()) =>
    provider('win', {
      player_id: pid,
      txn_id,
      bet_txn_id,
      round_id: `r-${bet_txn_id}`,
      amount,
      currency: 'CNY',
    });
  const rollback = (bet_txn_id: string, txn_id = txn()) =>
    provider('rollback', {
      player_id: pid,
      txn_id,
      bet_txn_id,
      round_id: `r-${bet_txn_id}`,
      currency: 'CNY',
    });
  const balance = async () =>
    (await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance as string;
  return { ...p, providerToken: token, pid, bet, win, rollback, balance };
}

describe('seamless wallet callbacks', () => {
  it('answers balance, debits a bet and credits a win with the balance after each', async () => {
    const s = await seated(100);
    expect(await provider('balance', { token: s.providerToken, currency: 'CNY' })).toMatchObject({
      status: 'OK',
      balance: '100.00',
    });
    const id = txn();
    expect(await s.bet('10.00', id)).toMatchObject({ status: 'OK', balance: '90.00' });
    expect(await s.win(id, '25.50')).toMatchObject({ status: 'OK', balance: '115.50' });
    expect(await s.balance()).toBe('115.50');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('refuses unsigned, forged and stale calls without touching money', async () => {
    const s = await seated(100);
    const body = {
      token: s.providerToken,
      player_id: s.pid,
      txn_id: txn(),
      round_id: 'r',
      game_code: 'g',
      amount: '10.00',
      currency: 'CNY',
    };
    expect(await provider('bet', body, { secret: 'someone-else-secret-000' })).toMatchObject({
      http: 401,
      status: 'INVALID_SIGNATURE',
    });
    expect(await provider('bet', body, { at: t.clock.now().getTime() - 301_000 })).toMatchObject({
      http: 401,
      status: 'INVALID_SIGNATURE',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/provider/demo/wallet/bet',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await s.balance()).toBe('100.00');
  });

  it('refuses a bet above the balance with the balance, and bad amounts or currency', async () => {
    const s = await seated(100);
    expect(await s.bet('100.01')).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '100.00' });
    expect(await s.bet('-5.00')).toMatchObject({ status: 'BAD_REQUEST' });
    expect(await s.bet('1e9')).toMatchObject({ status: 'BAD_REQUEST' });
    expect(await s.bet('0.00')).toMatchObject({ status: 'BAD_REQUEST' });
    expect(
      await provider('bet', {
        token: s.providerToken,
        player_id: s.pid,
        txn_id: txn(),
        round_id: 'r',
        game_code: 'g',
        amount: '1.00',
        currency: 'USD',
      }),
    ).toMatchObject({ status: 'WRONG_CURRENCY' });
    expect(await s.balance()).toBe('100.00');
  });

  it('answers a repeated transaction id as the first time, refuses reuse for another amount', async () => {
    const s = await seated(100);
    const id = txn();
    const first = await s.bet('10.00', id);
    await s.bet('5.00'); // the balance moves on meanwhile
    expect(await s.bet('10.00', id)).toEqual(first);
    expect(await s.bet('11.00', id)).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    expect(await s.balance()).toBe('85.00');
  });

  it('moves money once when 20 identical bets and 20 identical wins arrive together', async () => {
    const s = await seated(100);
    const id = txn();
    const bets = await Promise.all(Array.from({ length: 20 }, () => s.bet('10.00', id)));
    expect(new Set(bets.map((b) => JSON.stringify(b))).size).toBe(1);
    const winId = txn();
    const wins = await Promise.all(Array.from({ length: 20 }, () => s.win(id, '30.00', winId)));
    expect(wins.every((w) => w.status === 'OK')).toBe(true);
    expect(await s.balance()).toBe('120.00');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('answers a win or rollback for an unknown bet with not found and moves nothing', async () => {
    const s = await seated(100);
    expect(await s.win('no-such-bet', '50.00')).toMatchObject({ status: 'TRANSACTION_NOT_FOUND' });
    expect(await s.balance()).toBe('100.00');
  });

  it('rolls a bet back once, and refuses a rollback after the round paid out', async () => {
    const s = await seated(100);
    const a = txn();
    await s.bet('20.00', a);
    expect(await s.rollback(a)).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await s.rollback(a)).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await s.win(a, '40.00')).toMatchObject({ status: 'BET_ROLLED_BACK' });
    const b = txn();
    await s.bet('20.00', b);
    await s.win(b, '0.00');
    expect(await s.rollback(b)).toMatchObject({ status: 'BET_ALREADY_SETTLED' });
    expect(await s.balance()).toBe('80.00');
  });

  it('remembers a rollback that comes before its bet and refuses the late bet', async () => {
    const s = await seated(100);
    const late = txn();
    expect(await s.rollback(late)).toMatchObject({ status: 'TRANSACTION_NOT_FOUND' });
    expect(await s.bet('10.00', late)).toMatchObject({ status: 'BET_ROLLED_BACK', balance: '100.00' });
    expect(await s.balance()).toBe('100.00');
  });

  it('checks the token on bets only: an expired session never blocks a win or rollback', async () => {
    const s = await seated(100);
    const a = txn();
    const b = txn();
    await s.bet('10.00', a);
    await s.bet('10.00', b);
    t.clock.advance(5 * 3_600_000);
    try {
      expect(await s.bet('10.00')).toMatchObject({ status: 'TOKEN_EXPIRED' });
      expect(await s.win(a, '15.00')).toMatchObject({ status: 'OK', balance: '95.00' });
      expect(await s.rollback(b)).toMatchObject({ status: 'OK', balance: '105.00' });
    } finally {
      t.clock.advance(-5 * 3_600_000);
    }
  });

  it('refuses bets of a disabled player and of a token that is not theirs', async () => {
    const s = await seated(100);
    const other = await seated(100);
    expect(
      await provider('bet', {
        token: other.providerToken,
        player_id: s.pid,
        txn_id: txn(),
        round_id: 'r',
        game_code: 'g',
        amount: '1.00',
        currency: 'CNY',
      }),
    ).toMatchObject({ status: 'INVALID_TOKEN' });
    await t.database.db.updateTable('users').set({ status: 0 }).where('id', '=', s.userId).execute();
    expect(await s.bet('1.00')).toMatchObject({ status: 'USER_DISABLED' });
    expect(await s.balance()).toBe('100.00');
  });
});
