import { describe, expect, it } from 'vitest';
import { limitReachedMessage, PROTECTION_MSG } from '@app/shared';
import { call, registerPlayer } from '../../../test/helpers.js';
import { at, DAY, HOUR, protectionTests } from './protection.test-support.js';

const { t, post, login, recharge, setLimit, overview, pay, playerAt } = protectionTests();

describe('deposit limits', () => {
  it(
    'applies a first limit at once and blocks past it, ' + 'naming what is left and when this amount fits',
    async () => {
      const p = await playerAt('2026-11-22T12:00:00');
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

      // The window's edge: one millisecond before the first order leaves it, still refused;
      // at the edge, room.
      t.clock.set(new Date(t0 + DAY - 1));
      expect((await recharge(p.token, 500)).code).toBe(400);
      t.clock.set(new Date(t0 + DAY));
      expect(await recharge(p.token, 500)).toMatchObject({ code: 200 });
    },
  );

  it(
    'frees the room of an order that failed, ' + 'and refuses an amount larger than the limit itself',
    async () => {
      const p = await playerAt('2026-11-24T09:00:00');
      await setLimit(p.token, 'day', 300);
      const order = await recharge(p.token, 300);
      expect((await recharge(p.token, 100)).code).toBe(400);
      await pay(p.token, order.message, 'failed');
      expect(await recharge(p.token, 100)).toMatchObject({ code: 200 });
      expect((await recharge(p.token, 500)).message).toBe(
        limitReachedMessage({ period: 'day', limit: '300.00', remaining: '200.00', fitsAt: null }),
      );
    },
  );

  it('lets orders sent at the same moment pass a limit only as far as it goes', async () => {
    const p = await playerAt('2026-11-24T10:00:00');
    await setLimit(p.token, 'day', 500);
    const userId = (await t.services.sessions.resolve(p.token))!;
    // Straight to the service, all four in the same tick: nothing in front of it spaces them out.
    const client = { ip: '127.0.0.1', deviceId: '', userAgent: '' };
    const answers = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        t.services.deposits.orders.recharge(userId, { paytype: 'alipay', amount: 200 } as never, client),
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
    const p = await playerAt('2026-12-01T08:00:00');
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

  it(
    'waits 24 hours before a raise or a removal, shown as pending; ' +
      'a cut applies at once and replaces it',
    async () => {
      const p = await playerAt('2026-12-10T10:00:00');
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
    },
  );

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
