import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, signedHeaders } from '@app/shared/node';
import { call, depositReadyPlayer, fundedPlayer, playRound, recharge } from '../helpers.js';
import { afterEveryRace, NODE_COUNTS, raceKit, racesPerFile, WIDTH } from './races/race-kit.js';

/**
 * Callbacks and pulls raced (see races/race-kit.ts): one gateway payment called back many times,
 * seamless wallet calls repeated, bet records pulled by every node. Each is applied once, and the
 * ledger invariants hold after each race.
 */

const w = racesPerFile('races-callbacks', 4);

describe.each(NODE_COUNTS)('races on %s', (_label, nodes) => {
  const { race, atMost, books, balanceFen, platformFen, node, fundedInGame } = raceKit(w, nodes);

  it('a gateway payment called back many times at once, repeated, with new event ids: 1 credit', async () => {
    const p = await depositReadyPlayer(w.first.app);
    const order = await recharge(w.first.app, p.token, { amount: 300 });
    const depositNo = order.message;
    const event = {
      event_id: `ev-${depositNo}`,
      merchant_order_no: depositNo,
      status: 'paid',
      amount: 30_000,
      currency: 'CNY',
    };
    const answers = await race(WIDTH, async (i) => {
      const raw = JSON.stringify(i % 3 === 2 ? { ...event, event_id: `${event.event_id}-${i}` } : event);
      const res = await node(i).app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders('pay', DEV_SECRETS.PAY_SANDBOX_SECRET, raw, w.first.clock.now().getTime()),
        },
        payload: raw,
      });
      w.figures.count(res.statusCode);
      return res.body;
    });
    expect(answers.every((a) => a === 'success')).toBe(true);
    expect(await balanceFen(p)).toBe(30_000);
    const credited = await w.first.database.db
      .selectFrom('gateway_events')
      .select('id')
      .where('order_no', '=', depositNo)
      .where('outcome', '=', 'credited')
      .execute();
    atMost(credited.length, 1);
    expect(credited).toHaveLength(1);
    await books();
  });

  it('seamless bets, wins and rollbacks with one transaction id, many at once: applied once', async () => {
    const p = await fundedPlayer(w.first, 100);
    const token = await w.first.services.seamless.issueToken(p.userId, 'obgdy');
    const pid = String(p.userId);
    let seq = 0;
    const txn = () => `race-${nodes}-${p.userId}-${seq++}`;
    const wallet = async (i: number, action: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify({ player_id: pid, currency: 'CNY', ...body });
      const res = await node(i).app.inject({
        method: 'POST',
        url: `/api/provider/demo/wallet/${action}`,
        headers: {
          'content-type': 'application/json',
          ...signedHeaders('provider', DEV_SECRETS.DEMO_PROVIDER_SECRET, raw, w.first.clock.now().getTime()),
        },
        payload: raw,
      });
      w.figures.count(res.statusCode);
      return res.json() as { status: string; balance?: string };
    };
    const bet = (i: number, txn_id: string, amount: string) =>
      wallet(i, 'bet', { token, txn_id, round_id: `r-${txn_id}`, game_code: 'fortune-god', amount });
    const win = (i: number, bet_txn_id: string, txn_id: string, amount: string) =>
      wallet(i, 'win', { txn_id, bet_txn_id, round_id: `r-${bet_txn_id}`, amount });
    const rollback = (i: number, bet_txn_id: string, txn_id: string) =>
      wallet(i, 'rollback', { txn_id, bet_txn_id, round_id: `r-${bet_txn_id}` });

    const b1 = txn();
    const bets = await race(WIDTH, (i) => bet(i, b1, '10.00'));
    expect(new Set(bets.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await balanceFen(p)).toBe(9_000);
    const w1 = txn();
    const wins = await race(WIDTH, (i) => win(i, b1, w1, '25.00'));
    expect(wins.every((w) => w.status === 'OK')).toBe(true);
    expect(await balanceFen(p)).toBe(11_500);
    // The provider corrects the settled bet, many times at once with one id: the difference once.
    const s1 = txn();
    const resettle = (i: number, amount: string) =>
      wallet(i, 'resettle', { txn_id: s1, bet_txn_id: b1, round_id: `r-${b1}`, amount });
    const corrections = await race(WIDTH, (i) => resettle(i, '-5.00'));
    expect(corrections.every((c) => c.status === 'OK')).toBe(true);
    expect(await balanceFen(p)).toBe(11_000);
    // A correction the wallet cannot cover moves nothing.
    const s2 = txn();
    const tooMuch = await wallet(0, 'resettle', {
      txn_id: s2,
      bet_txn_id: b1,
      round_id: `r-${b1}`,
      amount: '-999.00',
    });
    expect(tooMuch.status).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceFen(p)).toBe(11_000);

    // A win and a rollback of the same bet at once: exactly one of them moves money.
    const b2 = txn();
    expect((await bet(0, b2, '10.00')).status).toBe('OK');
    const w2 = txn();
    const r2 = txn();
    await race(WIDTH, (i) => (i % 2 === 0 ? win(i, b2, w2, '5.00') : rollback(i, b2, r2)));
    const after = await balanceFen(p);
    expect([10_000 + 500, 10_000 + 1_000]).toContain(after);

    // A rollback racing its own bet: whichever lands first, the player ends where they started.
    const b3 = txn();
    const r3 = txn();
    await race(WIDTH, (i) => (i % 2 === 0 ? bet(i, b3, '20.00') : rollback(i, b3, r3)));
    expect(await balanceFen(p)).toBe(after);
    await books();
  });

  it('bet records pulled by all nodes at once: a round counts once (result, turnover, rebate)', async () => {
    const p = await fundedInGame(600, 'pp', 300);
    const launch = async (plat_name: string, game_code: string) =>
      (await call(w.first.app, 'POST', '/api/getGameUrl', { plat_name, game_code }, { token: p.token })).data
        .url as string;
    // Six slot rounds in a transfer-mode wallet, then six seamless dice rounds.
    const play = async (url: string, bet: number, choice: string) => {
      let balance = '';
      for (let r = 0; r < 6; r++) {
        const res = await playRound(w.first.app, url, bet, choice);
        expect(res.code, res.message).toBe(200);
        balance = res.data.balance;
      }
      return balance;
    };
    const providerSays = await play(await launch('pp', 'lucky-stars'), 900, 'spin');
    await play(await launch('pg', 'dice-sicbo'), 1000, 'big');
    const rounds = 12;
    const turnoverBefore = (await call(w.first.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data
      .bet_amount;
    await race(WIDTH, (i) => node(i).services.bets.pull());
    const bets = await w.first.database.db
      .selectFrom('bets')
      .select(['bet_id', 'valid_bet_fen'])
      .where('user_id', '=', p.userId)
      .execute();
    atMost(bets.length, rounds);
    expect(bets).toHaveLength(rounds);
    const rebates = await w.first.database.db
      .selectFrom('rebates')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    atMost(rebates.length, rounds);
    expect(rebates).toHaveLength(rounds); // one per settled round
    expect(await platformFen(p, 'pp')).toBe(Math.round(Number(providerSays) * 100));
    const valid = bets.reduce((s, b) => s + Number(b.valid_bet_fen), 0);
    const turnoverAfter = (await call(w.first.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data
      .bet_amount;
    expect(Math.round(Number(turnoverBefore) * 100) - Math.round(Number(turnoverAfter) * 100)).toBe(
      Math.min(valid, Math.round(Number(turnoverBefore) * 100)),
    );
    await books();
  });
});

afterEveryRace(w);
