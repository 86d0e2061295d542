import { describe, expect, it } from 'vitest';
import {
  call,
  depositReadyPlayer,
  GOOD_PASSWORD,
  operatorToken,
  roleOperatorToken,
} from '../../../test/helpers.js';
import { DAY, protectionTests } from './protection.test-support.js';

const { t, post, login, recharge, setLimit, pay, playerAt } = protectionTests();

describe('back office', () => {
  it(
    'shows a player’s limits, exclusions and history read-only, ' + 'with no way to lift an exclusion',
    async () => {
      const p = await playerAt('2026-11-22T10:30:00');
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
      // A number past a player id's range finds no one (PostgreSQL refused it as an integer: 22003).
      const huge = await call(t.app, 'GET', '/admin/api/protection/exclusions?user=2147483648', undefined, {
        token: support.token,
      });
      expect(huge).toMatchObject({ code: 200, data: { total: 0, data: [] } });
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
        (
          await call(t.app, 'GET', `/admin/api/protection/player?user=${p.name}`, undefined, {
            token: p.token,
          })
        ).status,
      ).toBe(401);
    },
  );

  it('reports players whose deposits rose sharply against the previous period', async () => {
    const riser = await playerAt('2027-03-01T10:00:00');
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
