import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REBATE_MSG } from '@app/shared';
import { DEV_SECRETS, signedHeaders } from '@app/shared/node';
import { seedActivities } from '../../src/db/seed-activities.js';
import { seedGames } from '../../src/db/seed-games.js';
import { checkInvariants } from '../../src/ledger/invariants.js';
import {
  call,
  buildTestApp,
  depositReadyPlayer,
  fundedPlayer,
  operatorToken,
  roleOperatorToken,
  type TestApp,
} from '../helpers.js';
import { attackFigures } from './figures.js';

/**
 * Every money path raced in one place: the same request many times at once, first on one API
 * node, then spread over two nodes on the same database (nothing a process keeps in memory may
 * decide who wins). After each race the ledger invariants hold, no wallet is below zero, and the
 * balances are exactly what the winners moved. RACE_WIDTH sets how many requests race (default
 * 12; the reliability run uses more).
 */

const WIDTH = Math.max(4, Number(process.env.RACE_WIDTH ?? 12));
const figures = attackFigures('races');
const ENV = { RATE_REGISTER_PER_10MIN: '100000', RATE_LOGIN_PER_10MIN: '100000', SESSION_TTL_HOURS: '2400' };
let first: TestApp;
let second: TestApp;
/** Operators signed in once (the red packet race moves the clock and puts it back). */
const ops = {} as Record<'super' | 'finance' | 'finance2' | 'operations', string>;
beforeAll(async () => {
  first = await buildTestApp(ENV);
  second = await buildTestApp(ENV, first);
  await seedGames(first.database.db);
  await seedActivities(first.database.db, first.clock.now().getTime());
  await first.services.settings.set({
    turnover_multiple: '0',
    withdraw_daily_count: '0',
    adjust_approval_threshold: '10.00',
  });
  ops.super = await operatorToken(first);
  ops.finance = (await roleOperatorToken(first, 'finance')).token;
  ops.finance2 = (await roleOperatorToken(first, 'finance')).token;
  ops.operations = (await roleOperatorToken(first, 'operations')).token;
}, 60_000);

afterAll(async () => {
  figures.note(
    `${WIDTH} requests per race; two nodes share ${first?.database.dialect === 'sqlite' ? 'one SQLite handle' : 'the PostgreSQL schema, each with its own pool'}`,
  );
  figures.write({ routes: 15 });
  await second?.close();
  await first?.close();
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

describe.each([
  ['one API node', 1],
  ['two API nodes on one database', 2],
])('races on %s', (_label, nodes) => {
  const node = (i: number) => (nodes === 1 || i % 2 === 0 ? first : second);

  async function post(i: number, url: string, body: unknown, token: string) {
    const res = await call(node(i).app, 'POST', url, body, { token });
    figures.count(res.status);
    return res;
  }
  /** Sends `n` requests at once; returns the answers. */
  async function race<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
    figures.add('races');
    return Promise.all(range(n).map(send));
  }
  /** Fails, and counts, when more succeeded than may. */
  function atMost(successes: number, allowed: number) {
    if (successes > allowed) figures.forbiddenSuccess(successes - allowed);
  }
  /** Two operators press approve and reject on one order at once: whether the one decision that won approved it. */
  async function decide(kind: 'deposits' | 'withdrawals', id: number): Promise<boolean> {
    const pair = [ops.super, ops.finance];
    const answers = await race(WIDTH, (i) =>
      post(
        i,
        `/admin/api/${kind}/${id}/${i % 4 < 2 ? 'approve' : 'reject'}`,
        { reason: '信息有误' },
        pair[i % 2]!,
      ),
    );
    const won = answers.map((a, i) => ({ ok: a.code === 200, approve: i % 4 < 2 })).filter((a) => a.ok);
    atMost(won.length, 1);
    expect(won).toHaveLength(1);
    return won[0]!.approve;
  }
  async function books() {
    figures.add('invariantChecks');
    expect((await checkInvariants(first.database.db)).violations).toEqual([]);
  }
  const balanceFen = async (p: { token: string }) =>
    Math.round(
      Number((await call(first.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance) * 100,
    );
  const platformFen = async (p: Player, code: string) => {
    const list = (await call(first.app, 'POST', '/api/balancelist2', {}, { token: p.token })).data as Array<{
      platname: string;
      balance: string;
    }>;
    return Math.round(Number(list.find((x) => x.platname === code)?.balance ?? 0) * 100);
  };
  const providerFen = async (p: Player, platform: string) => {
    const raw = JSON.stringify({ player_id: String(p.userId), platform });
    const res = await first.app.inject({
      method: 'POST',
      url: '/demo-provider/api/balance',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders('provider', DEV_SECRETS.DEMO_PROVIDER_SECRET, raw, first.clock.now().getTime()),
      },
      payload: raw,
    });
    return Math.round(Number(res.json().balance) * 100);
  };

  it('withdrawals on one balance: only as many as it covers pass', async () => {
    const allowed = Math.floor(WIDTH / 2);
    const p = await fundedPlayer(first, allowed * 100 + 50);
    const answers = await race(WIDTH, (i) =>
      post(i, '/api/withdraw', { amount: 100, bank: p.cardId, password: '123456' }, p.token),
    );
    const ok = answers.filter((a) => a.code === 200).length;
    atMost(ok, allowed);
    expect(ok).toBe(allowed);
    expect(await balanceFen(p)).toBe(5_000);
    const held = await first.database.db
      .selectFrom('withdrawals')
      .select('amount_fen')
      .where('user_id', '=', p.userId)
      .execute();
    expect(held.reduce((s, w) => s + Number(w.amount_fen), 0)).toBe(allowed * 10_000);
    await books();
  });

  it('transfers in and out of a game wallet at once: main + platform stays whole, the provider agrees', async () => {
    const p = await fundedPlayer(first, 1000);
    expect(
      (await post(0, '/api/transfer', { amount: 400, sourcetype: 'userbalance', targettype: 'ky' }, p.token))
        .code,
    ).toBe(200);
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
    const open = await first.database.db
      .selectFrom('game_transfers')
      .select('transfer_no')
      .where('user_id', '=', p.userId)
      .where('state', '=', 0)
      .execute();
    expect(open).toEqual([]);
    await books();
  });

  it('one gateway payment called back many times at once, repeated and with new event ids: credited once', async () => {
    const p = await depositReadyPlayer(first.app);
    const order = await call(
      first.app,
      'POST',
      '/api/recharge',
      { paytype: 'alipay', amount: 300 },
      { token: p.token },
    );
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
          ...signedHeaders('pay', DEV_SECRETS.PAY_SANDBOX_SECRET, raw, first.clock.now().getTime()),
        },
        payload: raw,
      });
      figures.count(res.statusCode);
      return res.body;
    });
    expect(answers.every((a) => a === 'success')).toBe(true);
    expect(await balanceFen(p)).toBe(30_000);
    const credited = await first.database.db
      .selectFrom('gateway_events')
      .select('id')
      .where('order_no', '=', depositNo)
      .where('outcome', '=', 'credited')
      .execute();
    atMost(credited.length, 1);
    expect(credited).toHaveLength(1);
    await books();
  });

  it('seamless bets, wins and rollbacks with one transaction id many times at once: applied once', async () => {
    const p = await fundedPlayer(first, 100);
    const token = await first.services.seamless.issueToken(p.userId, 'obgdy');
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
          ...signedHeaders('provider', DEV_SECRETS.DEMO_PROVIDER_SECRET, raw, first.clock.now().getTime()),
        },
        payload: raw,
      });
      figures.count(res.statusCode);
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

    // A win and a rollback of the same bet at once: exactly one of them moves money.
    const b2 = txn();
    expect((await bet(0, b2, '10.00')).status).toBe('OK');
    const w2 = txn();
    const r2 = txn();
    await race(WIDTH, (i) => (i % 2 === 0 ? win(i, b2, w2, '5.00') : rollback(i, b2, r2)));
    const after = await balanceFen(p);
    expect([10_500 + 500, 10_500 + 1_000]).toContain(after);

    // A rollback racing its own bet: whichever lands first, the player ends where they started.
    const b3 = txn();
    const r3 = txn();
    await race(WIDTH, (i) => (i % 2 === 0 ? bet(i, b3, '20.00') : rollback(i, b3, r3)));
    expect(await balanceFen(p)).toBe(after);
    await books();
  });

  it('bet records pulled by every node at once: each round counted once (records, wins and losses, turnover, rebates)', async () => {
    const p = await fundedPlayer(first, 600);
    expect(
      (await post(0, '/api/transfer', { amount: 300, sourcetype: 'userbalance', targettype: 'pp' }, p.token))
        .code,
    ).toBe(200);
    const launch = async (plat_name: string, game_code: string) =>
      (await call(first.app, 'POST', '/api/getGameUrl', { plat_name, game_code }, { token: p.token })).data
        .url as string;
    // Six slot rounds in a transfer-mode wallet, then six seamless dice rounds.
    const play = async (url: string, bet: number, choice: string) => {
      let balance = '';
      for (let r = 0; r < 6; r++) {
        const res = (
          await first.app.inject({
            method: 'POST',
            url: `${url}/round`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ bet, choice }),
          })
        ).json();
        expect(res.code, res.message).toBe(200);
        balance = res.data.balance;
      }
      return balance;
    };
    const providerSays = await play(await launch('pp', 'lucky-stars'), 900, 'spin');
    await play(await launch('pg', 'dice-sicbo'), 1000, 'big');
    const rounds = 12;
    const turnoverBefore = (await call(first.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data
      .bet_amount;
    await race(WIDTH, (i) => node(i).services.bets.pull());
    const bets = await first.database.db
      .selectFrom('bets')
      .select(['bet_id', 'valid_bet_fen'])
      .where('user_id', '=', p.userId)
      .execute();
    atMost(bets.length, rounds);
    expect(bets).toHaveLength(rounds);
    const rebates = await first.database.db
      .selectFrom('rebates')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    atMost(rebates.length, rounds);
    expect(rebates).toHaveLength(rounds); // one per settled round
    expect(await platformFen(p, 'pp')).toBe(Math.round(Number(providerSays) * 100));
    const valid = bets.reduce((s, b) => s + Number(b.valid_bet_fen), 0);
    const turnoverAfter = (await call(first.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data
      .bet_amount;
    expect(Math.round(Number(turnoverBefore) * 100) - Math.round(Number(turnoverAfter) * 100)).toBe(
      Math.min(valid, Math.round(Number(turnoverBefore) * 100)),
    );
    await books();
  });

  it('transfers left pending, reconciled by every node at once: each settled once, the provider agrees', async () => {
    const p = await fundedPlayer(first, 500);
    // The provider acts on these but its answers are lost: they stay pending with us.
    first.providerFaults.loseAnswer = true;
    try {
      for (const [from, to] of [
        ['userbalance', 'ae'],
        ['userbalance', 'ae'],
        ['userbalance', 'fgdz'],
      ])
        await call(
          first.app,
          'POST',
          '/api/transfer',
          { amount: 100, sourcetype: from, targettype: to },
          { token: p.token },
        );
    } finally {
      first.providerFaults.loseAnswer = false;
    }
    const pending = await first.database.db
      .selectFrom('game_transfers')
      .select('transfer_no')
      .where('user_id', '=', p.userId)
      .where('state', '=', 2)
      .execute();
    expect(pending).toHaveLength(3);
    await race(WIDTH, (i) => node(i).services.transfers.reconcile(0));
    const left = await first.database.db
      .selectFrom('game_transfers')
      .select('transfer_no')
      .where('user_id', '=', p.userId)
      .where('state', '=', 2)
      .execute();
    expect(left).toEqual([]);
    for (const t of pending) {
      const outcomes = await first.database.db
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

  it('a rebate claimed many times at once: paid once', async () => {
    const p = await fundedPlayer(first, 300);
    const launch = await call(
      first.app,
      'POST',
      '/api/getGameUrl',
      { plat_name: 'pg', game_code: 'dice-sicbo' },
      { token: p.token },
    );
    for (let r = 0; r < 3; r++) {
      const round = await first.app.inject({
        method: 'POST',
        url: `${launch.data.url}/round`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ bet: 10_000, choice: 'big' }),
      });
      expect(round.json().code).toBe(200);
    }
    await first.services.bets.pull();
    const before = await balanceFen(p);
    const pending = await first.database.db
      .selectFrom('rebates')
      .select('amount_fen')
      .where('user_id', '=', p.userId)
      .where('state', '=', 0)
      .execute();
    const owed = pending.reduce((s, r) => s + Number(r.amount_fen), 0);
    expect(owed).toBeGreaterThan(0);
    const claims = await race(WIDTH, (i) => post(i, '/api/dofanshui', {}, p.token));
    const ok = claims.filter((c) => c.code === 200).length;
    atMost(ok, 1);
    expect(ok).toBe(1);
    expect(claims.filter((c) => c.code !== 200).every((c) => c.message === REBATE_MSG.nothingToClaim)).toBe(
      true,
    );
    expect(await balanceFen(p)).toBe(before + owed);
    await books();
  });

  it('red packet draws at once: exactly the draws the deposit granted', async () => {
    // Deposit after 12:00 Beijing (counted for tomorrow's draws), then draw tomorrow at 10:30;
    // the clock goes back afterwards, so sessions made at the start stay valid.
    const saved = first.clock.now();
    const beijingNow = new Date(first.clock.now().getTime() + 8 * 3600_000);
    const day =
      Date.UTC(beijingNow.getUTCFullYear(), beijingNow.getUTCMonth(), beijingNow.getUTCDate()) - 8 * 3600_000;
    first.clock.set(new Date(Math.max(first.clock.now().getTime(), day + 13 * 3600_000)));
    const p = await fundedPlayer(first, 1500);
    first.clock.set(new Date(day + 24 * 3600_000 + 10.5 * 3600_000));
    const info = (await call(first.app, 'GET', '/api/userredpacket', undefined, { token: p.token })).data as {
      max_times: number;
    };
    expect(info.max_times).toBeGreaterThan(0);
    const before = await balanceFen(p);
    const draws = await race(WIDTH, (i) => post(i, '/api/douserredpacket', {}, p.token));
    const paid = draws.filter((d) => d.code === 200);
    atMost(paid.length, info.max_times);
    expect(paid).toHaveLength(info.max_times);
    const won = paid.reduce((s, d) => s + Math.round(Number(d.data.redpacketmoney) * 100), 0);
    expect(await balanceFen(p)).toBe(before + won);
    first.clock.set(saved);
    await books();
  });

  it('an activity: applied for many times at once makes one application; approved by several operators at once pays one bonus', async () => {
    const p = await fundedPlayer(first, 1000);
    const list = (await call(first.app, 'POST', '/api/activitylist', {})).data.data as Array<{
      id: number;
      title: string;
    }>;
    const activity = list.find((a) => a.title.startsWith('新人首存送88%'))!;
    const applies = await race(WIDTH, (i) =>
      post(i, '/api/doactivityapply', { activityid: activity.id, amount: '1000' }, p.token),
    );
    atMost(applies.filter((a) => a.code === 200).length, 1);
    expect(applies.filter((a) => a.code === 200)).toHaveLength(1);
    const apps = await first.database.db
      .selectFrom('activity_applications')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(apps).toHaveLength(1);
    const pair = [ops.super, ops.operations];
    const approvals = await race(WIDTH, (i) =>
      post(i, `/admin/api/activity-applications/${apps[0]!.id}/approve`, {}, pair[i % 2]!),
    );
    atMost(approvals.filter((a) => a.code === 200).length, 1);
    expect(approvals.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await balanceFen(p)).toBe(188_000);
    await books();
  });

  it('operators reviewing one bank deposit at once, approving and rejecting: one decision', async () => {
    const p = await depositReadyPlayer(first.app);
    const res = await call(
      first.app,
      'POST',
      '/api/recharge',
      {
        paytype: 'bank',
        amount: 500,
        bank_owner: '王五',
        bank: '2',
        bank_no: '6222000011112222',
        bank_address: '北京分行',
      },
      { token: p.token },
    );
    const d = await first.database.db
      .selectFrom('deposits')
      .select('id')
      .where('deposit_no', '=', res.data.deposit_no)
      .executeTakeFirstOrThrow();
    const approved = await decide('deposits', Number(d.id));
    expect(await balanceFen(p)).toBe(approved ? 50_000 : 0);
    await books();
  });

  it('operators reviewing one withdrawal at once, paying and refusing: paid or refunded exactly once', async () => {
    const p = await fundedPlayer(first, 800);
    expect(
      (await post(0, '/api/withdraw', { amount: 300, bank: p.cardId, password: '123456' }, p.token)).code,
    ).toBe(200);
    const w = await first.database.db
      .selectFrom('withdrawals')
      .select(['id', 'order_no'])
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const approved = await decide('withdrawals', Number(w.id));
    expect(await balanceFen(p)).toBe(approved ? 50_000 : 80_000);
    const decisions = await first.database.db
      .selectFrom('ledger_journals')
      .select('idem_key')
      .where('idem_key', 'in', [`withdraw-paid:${w.order_no}`, `withdraw-refund:${w.order_no}`])
      .execute();
    expect(decisions).toHaveLength(1);
    await books();
  });

  it('operators approving one balance adjustment at once: posted once', async () => {
    const p = await fundedPlayer(first, 100);
    const created = await call(
      first.app,
      'POST',
      '/admin/api/adjustments',
      { username: p.name, amount: 50, reason_code: 'correction', note: '补发' },
      { token: ops.finance },
    );
    expect(created.data.state).toBe('pending');
    const checkers = [ops.super, ops.finance2];
    const answers = await race(WIDTH, (i) =>
      post(i, `/admin/api/adjustments/${created.data.id}/approve`, {}, checkers[i % 2]!),
    );
    atMost(answers.filter((a) => a.code === 200).length, 1);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await balanceFen(p)).toBe(15_000);
    await books();
  });
});

describe('after every race', () => {
  it('no wallet anywhere is below zero and every movement is balanced', async () => {
    const negative = await first.database.db
      .selectFrom('accounts')
      .select(['id', 'kind', 'balance'])
      .where('kind', 'in', ['main', 'platform'])
      .where('balance', '<', 0)
      .execute();
    expect(negative).toEqual([]);
    await expect(checkInvariants(first.database.db)).resolves.toMatchObject({ ok: true });
    figures.add('invariantChecks');
  });
});
