import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '@app/shared/node';
import {
  ACTIVITY_MSG,
  MSG,
  PROTECTION_MSG,
  exclusionBlockedMessage,
  exclusionLoginMessage,
  limitReachedMessage,
} from '@app/shared';
import {
  GOOD_PASSWORD,
  buildTestApp,
  call,
  depositReadyPlayer,
  fundedPlayer,
  operatorToken,
  registerPlayer,
  roleOperatorToken,
  type TestApp,
} from '../../../test/helpers.js';
import { seedActivities } from '../../db/seed-activities.js';
import { seedGames } from '../../db/seed-games.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { sign } from '@app/shared/node';
import { exclusionEnd } from './protection.service.js';

const SECRET = DEV_SECRETS.DEMO_PROVIDER_SECRET;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_REGISTER_PER_10MIN: '1000', RATE_LOGIN_PER_10MIN: '1000' });
  await seedGames(t.database.db);
  await seedActivities(t.database.db, t.clock.now().getTime());
  await t.services.settings.set({ turnover_multiple: '0' });
});
afterAll(() => t.close());

const post = (token: string, url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token });
const get = (token: string, url: string) => call(t.app, 'GET', url, undefined, { token });
const login = (name: string, password = GOOD_PASSWORD) =>
  call(t.app, 'POST', '/api/login_pc', { name, password });
const recharge = (token: string, amount: number | string) =>
  post(token, '/api/recharge', { paytype: 'alipay', amount });
const setLimit = (token: string, period: string, amount: unknown) =>
  post(token, '/api/protection/limits', { period, amount });
const overview = async (token: string) => (await get(token, '/api/protection')).data;
const at = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};
const beijing = (local: string) => new Date(`${local}+08:00`);

async function pay(token: string, depositNo: string, status: 'paid' | 'failed' = 'paid') {
  const info = await post(token, '/api/payinfo', { deposit_no: depositNo });
  await t.sandbox.settle(info.data.pay_url.split('/').pop(), status);
}

describe('deposit limits', () => {
  it('applies a first limit at once and blocks past it, naming what is left and when this amount fits', async () => {
    t.clock.set(beijing('2026-11-22T12:00:00'));
    const p = await depositReadyPlayer(t.app);
    expect(await setLimit(p.token, 'day', '1000')).toMatchObject({
      code: 200,
      message: PROTECTION_MSG.limitLowered,
      data: { state: 'active' },
    });
    const t0 = t.clock.now().getTime();

    // A pending (unpaid) order counts: a player cannot queue orders past the limit.
    const first = await recharge(p.token, 600);
    expect(first.code).toBe(200);
    t.clock.advance(HOUR);
    const refused = await recharge(p.token, 500);
    expect(refused).toMatchObject({
      code: 400,
      message: limitReachedMessage({
        period: 'day',
        limit: '1000.00',
        remaining: '400.00',
        fitsAt: at(t0 + DAY),
      }),
    });
    expect(refused.message).toBe(
      '超出您设置的24小时存款限额（1000.00 元）：剩余可存 400.00 元，2026-11-23 12:00:00 后可存入本笔金额',
    );
    expect(await recharge(p.token, 400)).toMatchObject({ code: 200 });
    // Exactly used up.
    expect((await recharge(p.token, 100)).message).toBe(
      limitReachedMessage({ period: 'day', limit: '1000.00', remaining: '0.00', fitsAt: at(t0 + DAY) }),
    );

    const o = await overview(p.token);
    expect(o.limits[0]).toMatchObject({
      period: 'day',
      limit: '1000.00',
      used: '1000.00',
      remaining: '0.00',
      next_free_at: at(t0 + DAY),
      pending: null,
    });
    expect(o.has_limits).toBe(true);
    expect(o.first_deposit).toBe(false);

    // The window's edge: one millisecond before the first order leaves it, still refused; at the edge, room.
    t.clock.set(new Date(t0 + DAY - 1));
    expect((await recharge(p.token, 500)).code).toBe(400);
    t.clock.set(new Date(t0 + DAY));
    expect(await recharge(p.token, 500)).toMatchObject({ code: 200 });
  });

  it('frees the room of an order that failed, and refuses an amount larger than the limit itself', async () => {
    t.clock.set(beijing('2026-11-24T09:00:00'));
    const p = await depositReadyPlayer(t.app);
    await setLimit(p.token, 'day', 300);
    const order = await recharge(p.token, 300);
    expect((await recharge(p.token, 100)).code).toBe(400);
    await pay(p.token, order.message, 'failed');
    expect(await recharge(p.token, 100)).toMatchObject({ code: 200 });
    expect((await recharge(p.token, 500)).message).toBe(
      limitReachedMessage({ period: 'day', limit: '300.00', remaining: '200.00', fitsAt: null }),
    );
  });

  it('lets orders sent at the same moment pass a limit only as far as it goes', async () => {
    t.clock.set(beijing('2026-11-24T10:00:00'));
    const p = await depositReadyPlayer(t.app);
    await setLimit(p.token, 'day', 500);
    const userId = (await t.services.sessions.resolve(p.token))!;
    // Straight to the service, all four in the same tick: nothing in front of it spaces them out.
    const answers = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        t.services.deposits.recharge(userId, { paytype: 'alipay', amount: 200 } as never),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    const orders = await t.database.db
      .selectFrom('deposits')
      .select('amount_fen')
      .where('user_id', '=', userId)
      .execute();
    expect(orders.reduce((sum, o) => sum + Number(o.amount_fen), 0)).toBe(40_000);
  });

  it('lets the lowest applicable limit decide, across the 7-day and 30-day windows', async () => {
    t.clock.set(beijing('2026-12-01T08:00:00'));
    const p = await depositReadyPlayer(t.app);
    await setLimit(p.token, 'day', 5000);
    await setLimit(p.token, 'week', 1500);
    await setLimit(p.token, 'month', 2500);
    const d1 = t.clock.now().getTime();
    await pay(p.token, (await recharge(p.token, 1000)).message);
    t.clock.advance(DAY);
    const d2 = t.clock.now().getTime();
    await pay(p.token, (await recharge(p.token, 500)).message);
    t.clock.advance(DAY);
    // Day allows 5000, but the week has nothing left until the first deposit leaves it.
    expect((await recharge(p.token, 200)).message).toBe(
      limitReachedMessage({ period: 'week', limit: '1500.00', remaining: '0.00', fitsAt: at(d1 + 7 * DAY) }),
    );

    // 7-day edge: the 1000 of d1 leaves the week (1000 left there) but the month still holds it
    // (1000 left there too); 1100 passes both, and fits only once d1 leaves the month.
    t.clock.set(new Date(d1 + 7 * DAY));
    let token = (await login(p.name)).data.new_api_token as string;
    expect((await recharge(token, 1100)).message).toBe(
      limitReachedMessage({
        period: 'week',
        limit: '1500.00',
        remaining: '1000.00',
        fitsAt: at(d1 + 30 * DAY),
      }),
    );
    await pay(token, (await recharge(token, 1000)).message);
    // Both are full now: the week until d2 leaves it, the month until d1 does.
    expect((await recharge(token, 100)).message).toBe(
      limitReachedMessage({ period: 'week', limit: '1500.00', remaining: '0.00', fitsAt: at(d1 + 30 * DAY) }),
    );

    // 30-day edge.
    t.clock.set(new Date(d1 + 30 * DAY - 1));
    token = (await login(p.name)).data.new_api_token as string;
    expect((await recharge(token, 100)).code).toBe(400);
    t.clock.set(new Date(d1 + 30 * DAY));
    expect(await recharge(token, 100)).toMatchObject({ code: 200 });
    expect(d2).toBeGreaterThan(d1);
  });

  it('waits 24 hours before a raise or a removal, shown as pending; a cut applies at once and replaces it', async () => {
    t.clock.set(beijing('2026-12-10T10:00:00'));
    const p = await depositReadyPlayer(t.app);
    await setLimit(p.token, 'day', 200);
    const asked = t.clock.now().getTime();
    const raise = await setLimit(p.token, 'day', '1000.50');
    expect(raise).toMatchObject({
      code: 200,
      message: PROTECTION_MSG.limitPending(at(asked + DAY)),
      data: { state: 'pending', effective_at: at(asked + DAY) },
    });
    let o = await overview(p.token);
    expect(o.limits[0]).toMatchObject({
      limit: '200.00',
      pending: { amount: '1000.50', effective_at: at(asked + DAY) },
    });
    expect(o.history.slice(0, 2).map((h: { state: string }) => h.state)).toEqual(['pending', 'active']);

    // Asking again for the same raise keeps its place instead of restarting the cooling-off.
    t.clock.advance(HOUR);
    expect((await setLimit(p.token, 'day', 1000.5)).data.effective_at).toBe(at(asked + DAY));
    expect((await recharge(p.token, 300)).code).toBe(400);
    t.clock.set(new Date(asked + DAY - 1));
    expect((await recharge(p.token, 300)).code).toBe(400);
    t.clock.set(new Date(asked + DAY));
    expect(await recharge(p.token, 300)).toMatchObject({ code: 200 });
    o = await overview(p.token);
    expect(o.limits[0]).toMatchObject({ limit: '1000.50', pending: null });

    // Removal waits too; a cut meanwhile applies at once and drops the removal.
    expect((await setLimit(p.token, 'day', '')).data.state).toBe('pending');
    expect((await overview(p.token)).limits[0].pending).toEqual({
      amount: null,
      effective_at: at(asked + 2 * DAY),
    });
    expect(await setLimit(p.token, 'day', 400)).toMatchObject({
      message: PROTECTION_MSG.limitLowered,
      data: { state: 'active' },
    });
    o = await overview(p.token);
    expect(o.limits[0]).toMatchObject({
      limit: '400.00',
      used: '300.00',
      remaining: '100.00',
      pending: null,
    });
    expect(o.history[1]).toMatchObject({ amount: null, state: 'cancelled' });
    t.clock.set(new Date(asked + 3 * DAY));
    const fresh = (await login(p.name)).data.new_api_token as string;
    expect((await overview(fresh)).limits[0].limit).toBe('400.00');

    // A pending raise can be withdrawn, leaving the limit in force.
    await setLimit(fresh, 'day', 900);
    expect(await post(fresh, '/api/protection/limits/cancel', { period: 'day' })).toMatchObject({
      code: 200,
      message: PROTECTION_MSG.pendingCancelled,
    });
    expect(await post(fresh, '/api/protection/limits/cancel', { period: 'day' })).toMatchObject({
      code: 400,
      message: PROTECTION_MSG.nothingPending,
    });
    t.clock.advance(2 * DAY);
    const later = (await login(p.name)).data.new_api_token as string;
    expect((await overview(later)).limits[0]).toMatchObject({ limit: '400.00', pending: null });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await registerPlayer(t.app);
    for (const [period, amount, message] of [
      ['year', 100, PROTECTION_MSG.periodInvalid],
      ['day', 'abc', PROTECTION_MSG.amountInvalid],
      ['day', '-5', PROTECTION_MSG.amountInvalid],
      ['day', '0', PROTECTION_MSG.amountInvalid],
      ['day', '1.234', PROTECTION_MSG.amountInvalid],
      ['day', '1000000000', PROTECTION_MSG.amountTooLarge],
    ] as const) {
      expect(await setLimit(p.token, period, amount)).toMatchObject({ code: 400, message });
    }
    expect((await post(p.token, '/api/protection/limits', { period: 'day', amount: 1, extra: 1 })).code).toBe(
      400,
    );
    expect((await overview(p.token)).has_limits).toBe(false);
    expect((await call(t.app, 'GET', '/api/protection')).status).toBe(401);
  });
});

describe('time-out and self-exclusion', () => {
  it('ends the session at once and refuses login until the end date, which passes', async () => {
    t.clock.set(beijing('2026-11-22T12:00:00'));
    const p = await registerPlayer(t.app);
    const started = t.clock.now().getTime();
    expect(
      (await post(p.token, '/api/protection/exclusion', { kind: 'timeout', duration: '7d' })).message,
    ).toBe(PROTECTION_MSG.confirmRequired);
    expect(
      (await post(p.token, '/api/protection/exclusion', { kind: 'timeout', duration: '6m', confirm: 1 }))
        .message,
    ).toBe(PROTECTION_MSG.durationInvalid);
    const res = await post(p.token, '/api/protection/exclusion', {
      kind: 'timeout',
      duration: '7d',
      confirm: 1,
    });
    expect(res).toMatchObject({
      code: 200,
      data: { ends_at: '2026-11-29 12:00:00' },
      message: PROTECTION_MSG.exclusionStarted('timeout', '2026-11-29 12:00:00'),
    });
    expect((await post(p.token, '/api/balance')).status).toBe(401);
    expect(await login(p.name)).toMatchObject({
      code: 400,
      message: exclusionLoginMessage('timeout', '2026-11-29 12:00:00'),
    });
    // A wrong password still answers as a wrong password: nothing is revealed.
    expect((await login(p.name, 'wrong1234')).message).not.toContain('冷静期');
    t.clock.set(new Date(started + 7 * DAY - 1));
    expect((await login(p.name)).code).toBe(400);
    t.clock.set(new Date(started + 7 * DAY));
    expect((await login(p.name)).code).toBe(200);
  });

  it('asks the login password for self-exclusion; a permanent one never ends', async () => {
    const p = await registerPlayer(t.app);
    const body = { kind: 'self_exclusion', duration: 'permanent', confirm: true };
    expect((await post(p.token, '/api/protection/exclusion', body)).message).toBe(
      PROTECTION_MSG.passwordRequired,
    );
    expect(
      (await post(p.token, '/api/protection/exclusion', { ...body, password: 'nope12345' })).message,
    ).toBe(PROTECTION_MSG.passwordWrong);
    expect(
      await post(p.token, '/api/protection/exclusion', { ...body, password: GOOD_PASSWORD }),
    ).toMatchObject({ code: 200, data: { ends_at: null } });
    t.clock.advance(20 * 365 * DAY);
    expect((await login(p.name)).message).toBe(exclusionLoginMessage('self_exclusion', null));
  });

  it('lets a session test at most ten passwords through self-exclusion in ten minutes', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const body = { kind: 'self_exclusion', duration: 'permanent', confirm: true };
    const tries = [];
    for (let i = 0; i < 11; i++) {
      tries.push(
        (await post(p.token, '/api/protection/exclusion', { ...body, password: `guess${i}abc` })).message,
      );
    }
    expect(tries.slice(0, 10)).toEqual(Array(10).fill(PROTECTION_MSG.passwordWrong));
    expect(tries[10]).toBe(MSG.tooManyRequests);
    const right = await post(p.token, '/api/protection/exclusion', { ...body, password: GOOD_PASSWORD });
    expect(right.message).toBe(MSG.tooManyRequests);
    expect((await login(p.name)).code).toBe(200);
    // Counted per player: another player on the same address is not held back.
    const theirs = await post(other.token, '/api/protection/exclusion', { ...body, password: 'nope12345' });
    expect(theirs.message).toBe(PROTECTION_MSG.passwordWrong);
  });

  it('computes calendar ends in Beijing time', () => {
    const start = beijing('2026-08-31T10:00:00').getTime();
    expect(at(exclusionEnd('6m', start)!)).toBe('2027-02-28 10:00:00');
    expect(at(exclusionEnd('1y', start)!)).toBe('2027-08-31 10:00:00');
    expect(at(exclusionEnd('5y', start)!)).toBe('2031-08-31 10:00:00');
    expect(at(exclusionEnd('24h', start)!)).toBe('2026-09-01 10:00:00');
    expect(at(exclusionEnd('30d', start)!)).toBe('2026-09-30 10:00:00');
    expect(exclusionEnd('permanent', start)).toBeNull();
  });

  it('refuses deposits, games, transfers in, promotions and provider bets on the server; money still comes out', async () => {
    t.clock.set(beijing('2026-11-22T10:30:00'));
    const p = await fundedPlayer(t, 1000);
    const op = await operatorToken(t);
    // Before: a pending withdrawal, money in a transfer platform, and an open seamless round.
    const wd = await post(p.token, '/api/withdraw', { amount: '100', bank: p.cardId, password: '123456' });
    expect(wd.code).toBe(200);
    expect(
      (await post(p.token, '/api/transfer', { amount: '200', sourcetype: 'userbalance', targettype: 'ky' }))
        .code,
    ).toBe(200);
    const providerToken = await t.services.seamless.issueToken(p.userId, 'obgdy');
    const pid = String(p.userId);
    const provider = async (action: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      const ts = String(Math.floor(t.clock.now().getTime() / 1000));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/provider/demo/wallet/${action}`,
        headers: {
          'content-type': 'application/json',
          'x-provider-timestamp': ts,
          'x-provider-signature': sign(SECRET, ts, raw),
        },
        payload: raw,
      });
      return res.json();
    };
    const bet = (txn_id: string, amount: string) =>
      provider('bet', {
        token: providerToken,
        player_id: pid,
        txn_id,
        round_id: `r-${txn_id}`,
        game_code: 'fortune-god',
        amount,
        currency: 'CNY',
      });
    expect(await bet('px-1', '50.00')).toMatchObject({ status: 'OK', balance: '650.00' });
    expect(await bet('px-2', '10.00')).toMatchObject({ status: 'OK', balance: '640.00' });

    // The exclusion starts on another node: this session is still in its cache, so every path checks.
    await t.database.db
      .insertInto('player_exclusions')
      .values({
        user_id: p.userId,
        kind: 'timeout',
        duration: '24h',
        starts_at: t.clock.now().getTime(),
        ends_at: t.clock.now().getTime() + DAY,
        ip: '',
        created_at: t.clock.now().getTime(),
      })
      .execute();
    const blocked = exclusionBlockedMessage('timeout', at(t.clock.now().getTime() + DAY));

    expect(await recharge(p.token, 100)).toMatchObject({ code: 400, message: blocked });
    expect(
      await post(p.token, '/api/getGameUrl', { plat_name: 'obgdy', game_code: 'fortune-god' }),
    ).toMatchObject({ code: 400, message: blocked });
    expect(
      await post(p.token, '/api/getGameUrl', { plat_name: 'ky', game_code: 'dragon-tiger' }),
    ).toMatchObject({ code: 400, message: blocked });
    expect(
      await post(p.token, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ky' }),
    ).toMatchObject({ code: 400, message: blocked });
    expect(await post(p.token, '/api/douserredpacket')).toMatchObject({ code: 400, message: blocked });
    const activities = (await call(t.app, 'POST', '/api/activitylist', {})).data.data as Array<{
      id: number;
      title: string;
    }>;
    const daily = activities.find((a) => a.title.startsWith('每日存款加赠'))!;
    expect(
      await post(p.token, '/api/doactivityapply', { activityid: daily.id, amount: '500' }),
    ).toMatchObject({ code: 400, message: blocked });
    expect(ACTIVITY_MSG.submitted).not.toBe(blocked);

    // Provider bets: refused with the protocol's "user disabled"; the open round's win and a rollback still apply.
    expect(await bet('px-3', '5.00')).toMatchObject({ status: 'USER_DISABLED' });
    expect(
      await provider('win', {
        player_id: pid,
        txn_id: 'px-1w',
        bet_txn_id: 'px-1',
        round_id: 'r-px-1',
        amount: '120.00',
        currency: 'CNY',
      }),
    ).toMatchObject({ status: 'OK', balance: '760.00' });
    expect(
      await provider('rollback', {
        player_id: pid,
        txn_id: 'px-2r',
        bet_txn_id: 'px-2',
        round_id: 'r-px-2',
        currency: 'CNY',
      }),
    ).toMatchObject({ status: 'OK', balance: '770.00' });

    // Money comes out: the transfer back to the main wallet and the pending withdrawal both complete.
    expect(
      await post(p.token, '/api/transfer', { amount: '200', sourcetype: 'ky', targettype: 'userbalance' }),
    ).toMatchObject({ code: 200 });
    expect((await post(p.token, '/api/balance')).data.balance).toBe('970.00');
    const w = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(
      (await call(t.app, 'POST', `/admin/api/withdrawals/${w.id}/approve`, {}, { token: op })).code,
    ).toBe(200);

    // Promotional inbox messages are skipped; account messages still arrive.
    const { inbox } = await import('../messages/inbox.js');
    const now = t.clock.now().getTime();
    await inbox.send(t.database.db, p.userId, { kind: 'promo', title: '周末加赠', content: '...' }, now);
    await inbox.send(
      t.database.db,
      p.userId,
      { kind: 'withdrawal', title: '取款审核通过', content: '...' },
      now,
    );
    const titles = (
      await t.database.db.selectFrom('messages').select('title').where('user_id', '=', p.userId).execute()
    ).map((m) => m.title);
    expect(titles).not.toContain('周末加赠');
    expect(titles).toContain('取款审核通过');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('brings game-platform money back to the main wallet when the player starts an exclusion', async () => {
    t.clock.set(beijing('2026-11-22T10:30:00'));
    const p = await fundedPlayer(t, 500);
    await post(p.token, '/api/transfer', { amount: '300', sourcetype: 'userbalance', targettype: 'ky' });
    expect(
      (await post(p.token, '/api/protection/exclusion', { kind: 'timeout', duration: '24h', confirm: 1 }))
        .code,
    ).toBe(200);
    const main = await t.database.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'main')
      .executeTakeFirstOrThrow();
    expect(Number(main.balance)).toBe(50_000);
  });
});

describe('reality check and registration', () => {
  it('reports time since login and the net game result, at the player’s chosen interval', async () => {
    t.clock.set(beijing('2026-11-22T10:30:00'));
    const p = await fundedPlayer(t, 300);
    const token = (await login(p.name)).data.new_api_token as string;
    const providerToken = await t.services.seamless.issueToken(p.userId, 'obgdy');
    const raw = JSON.stringify({
      token: providerToken,
      player_id: String(p.userId),
      txn_id: 'rc-1',
      round_id: 'rc',
      game_code: 'fortune-god',
      amount: '40.00',
      currency: 'CNY',
    });
    const ts = String(Math.floor(t.clock.now().getTime() / 1000));
    await t.app.inject({
      method: 'POST',
      url: '/api/provider/demo/wallet/bet',
      headers: {
        'content-type': 'application/json',
        'x-provider-timestamp': ts,
        'x-provider-signature': sign(SECRET, ts, raw),
      },
      payload: raw,
    });
    t.clock.advance(61 * 60_000);
    expect((await get(token, '/api/protection/session')).data).toEqual({
      started_at: '2026-11-22 10:30:00',
      elapsed_seconds: 3660,
      net: '-40.00',
      interval_minutes: 60,
    });
    expect((await post(token, '/api/protection/reality-check', { minutes: 7 })).message).toBe(
      PROTECTION_MSG.realityInvalid,
    );
    expect((await post(token, '/api/protection/reality-check', { minutes: 30 })).code).toBe(200);
    expect((await get(token, '/api/protection/session')).data.interval_minutes).toBe(30);
    expect(await overview(token)).toMatchObject({ reality_check_minutes: 30, reality_check_custom: true });
  });

  it('keeps the spec register working, stores an age confirmation, and refuses a sent refusal', async () => {
    const plain = await registerPlayer(t.app);
    expect((await overview(plain.token)).adult_confirmed).toBe(false);
    const adult = await registerPlayer(t.app, { adult: 1 });
    expect((await overview(adult.token)).adult_confirmed).toBe(true);
    const refused = await call(t.app, 'POST', '/api/register', {
      name: 'kid12345z9',
      password: GOOD_PASSWORD,
      confirmPass: GOOD_PASSWORD,
      realname: '王五',
      paypassword: '123456',
      adult: 0,
    });
    expect(refused).toMatchObject({ code: 400, message: PROTECTION_MSG.adultRequired });
    expect((await login('kid12345z9')).code).toBe(400);
  });
});

describe('back office', () => {
  it('shows a player’s limits, exclusions and history read-only, with no way to lift an exclusion', async () => {
    t.clock.set(beijing('2026-11-22T10:30:00'));
    const p = await depositReadyPlayer(t.app);
    await setLimit(p.token, 'week', 800);
    await setLimit(p.token, 'week', 1200);
    await post(p.token, '/api/protection/exclusion', {
      kind: 'self_exclusion',
      duration: '6m',
      confirm: 1,
      password: GOOD_PASSWORD,
    });
    const support = await roleOperatorToken(t, 'support');
    const detail = await call(t.app, 'GET', `/admin/api/protection/player?user=${p.name}`, undefined, {
      token: support.token,
    });
    expect(detail.code).toBe(200);
    expect(detail.data.active_exclusion).toMatchObject({
      kind: 'self_exclusion',
      duration: '6m',
      ends_at: '2027-05-22 10:30:00',
      active: true,
    });
    expect(detail.data.limits[1]).toMatchObject({
      period: 'week',
      limit: '800.00',
      pending: { amount: '1200.00' },
    });
    expect(detail.data.limit_history.map((h: { state: string }) => h.state)).toEqual(['pending', 'active']);
    const byId = await call(
      t.app,
      'GET',
      `/admin/api/protection/player?user=${detail.data.player.id}`,
      undefined,
      { token: support.token },
    );
    expect(byId.data.player.username).toBe(p.name);
    expect(
      (
        await call(t.app, 'GET', '/admin/api/protection/player?user=nobody0000', undefined, {
          token: support.token,
        })
      ).code,
    ).toBe(404);

    const list = await call(
      t.app,
      'GET',
      `/admin/api/protection/exclusions?state=active&user=${p.name}`,
      undefined,
      { token: support.token },
    );
    expect(list.data).toMatchObject({
      total: 1,
      data: [{ username: p.name, kind: 'self_exclusion', active: true }],
    });
    // No lift route exists, whatever the role.
    const op = await operatorToken(t);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/admin/api/protection/exclusions/${list.data.data[0].id}`,
        headers: { authorization: `Bearer ${op}` },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await login(p.name)).code).toBe(400);
    // Operators only: a player's token opens nothing here.
    expect(
      (await call(t.app, 'GET', `/admin/api/protection/player?user=${p.name}`, undefined, { token: p.token }))
        .status,
    ).toBe(401);
  });

  it('reports players whose deposits rose sharply against the previous period', async () => {
    t.clock.set(beijing('2027-03-01T10:00:00'));
    const riser = await depositReadyPlayer(t.app);
    const steady = await depositReadyPlayer(t.app);
    for (const p of [riser, steady]) await pay(p.token, (await recharge(p.token, 1000)).message);
    t.clock.advance(8 * DAY);
    const r2 = (await login(riser.name)).data.new_api_token as string;
    const s2 = (await login(steady.name)).data.new_api_token as string;
    for (let i = 0; i < 3; i++) await pay(r2, (await recharge(r2, 1500)).message);
    await pay(s2, (await recharge(s2, 1100)).message);
    await setLimit(r2, 'day', 5000);
    const op = await operatorToken(t);
    const res = await call(
      t.app,
      'GET',
      '/admin/api/protection/rising-deposits?days=7&ratio=2&min=1000&per_page=200',
      undefined,
      { token: op },
    );
    expect(res.code).toBe(200);
    const rows = res.data.data as Array<{ username: string }>;
    expect(rows.find((r) => r.username === riser.name)).toMatchObject({
      current: '4500.00',
      previous: '1000.00',
      increase: '3500.00',
      ratio_pct: 450,
      current_count: 3,
      has_limit: true,
      excluded: false,
    });
    expect(rows.find((r) => r.username === steady.name)).toBeUndefined();
    expect(
      (await call(t.app, 'GET', '/admin/api/protection/rising-deposits?days=5', undefined, { token: op }))
        .code,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', '/admin/api/protection/rising-deposits?min=abc', undefined, { token: op }))
        .message,
    ).toBe('最低存款金额格式不正确');
  });
});
