import { describe, expect, it } from 'vitest';
import { REDPACKET_MSG } from '@app/shared';
import { call, fundedPlayer, operatorToken, useTestApp } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { campaignWindows } from './campaign-clock.js';

const t = useTestApp(async (t) => {
  await t.services.settings.set({ turnover_multiple: '0', redpacket_turnover_multiple: '3' });
});

/** A Beijing wall-clock time as a Date (UTC+8 all year). */
const beijing = (iso: string) => new Date(`${iso}+08:00`);
const info = async (token: string) =>
  (await call(t.app, 'GET', '/api/userredpacket', undefined, { token })).data;
const draw = (token: string) => call(t.app, 'POST', '/api/douserredpacket', {}, { token });

/** A player whose deposit of `yuan` is credited at the given Beijing time. */
async function depositedAt(iso: string, yuan: number) {
  t.clock.set(beijing(iso));
  return fundedPlayer(t, yuan);
}

describe('campaign windows', () => {
  const defaults = { drawStart: 600, drawEnd: 720, countStart: 720, countEnd: 600 };
  it('puts the draw window on the Beijing day and the counting window across midnight', () => {
    const w = campaignWindows(beijing('2026-11-23T00:30:00'), defaults);
    expect(w.day).toBe(20261123);
    expect(new Date(w.drawFrom).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(new Date(w.drawTo).toISOString()).toBe('2026-11-23T04:00:00.000Z');
    expect(new Date(w.countFrom).toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(new Date(w.countTo).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    // 23:59 UTC is already the next Beijing day.
    expect(campaignWindows(new Date('2026-11-22T23:59:00Z'), defaults).day).toBe(20261123);
  });
});

describe('red packets', () => {
  it('counts deposits 12:00 yesterday to 10:00 today, picks the tier, opens only 10:00-12:00', async () => {
    const p = await depositedAt('2026-11-21T23:30:00', 1000);
    t.clock.set(beijing('2026-11-22T09:59:59'));
    expect(await info(p.token)).toMatchObject({
      sendnums: 2,
      acquirednum: 0,
      max_times: 2,
      status: 0,
      deposit: '1000.00',
    });
    expect(await draw(p.token)).toMatchObject({ code: 400, message: REDPACKET_MSG.notStarted });
    t.clock.set(beijing('2026-11-22T10:00:00'));
    const won = await draw(p.token);
    expect(won.code).toBe(200);
    const fen = Math.round(Number(won.data.redpacketmoney) * 100);
    expect(fen).toBeGreaterThanOrEqual(588);
    expect(fen).toBeLessThanOrEqual(2888);
    expect(won.message).toBe(REDPACKET_MSG.won(won.data.redpacketmoney));
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe(
      ((100_000 + fen) / 100).toFixed(2),
    );
    expect((await call(t.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data.bet_amount).toBe(
      ((fen * 3) / 100).toFixed(2),
    );
    t.clock.set(beijing('2026-11-22T12:00:00'));
    expect(await draw(p.token)).toMatchObject({ code: 400, message: REDPACKET_MSG.ended });
    expect((await info(p.token)).status).toBe(2);
    // The next day nothing counts any more: yesterday 23:30 is outside 12:00 → 10:00.
    t.clock.set(beijing('2026-11-23T10:30:00'));
    expect(await info(p.token)).toMatchObject({ sendnums: 0, max_times: 0, acquirednum: 0 });
    expect(await draw(p.token)).toMatchObject({ code: 400, message: REDPACKET_MSG.notEligible });
  });

  it('edges: 12:00 yesterday counts, 10:00 today (or tomorrow) does not, 999.99 is one draw', async () => {
    const small = await depositedAt('2026-11-24T12:00:00', 999.99);
    const edge = await depositedAt('2026-11-25T10:00:00', 5000);
    const late = await depositedAt('2026-11-25T12:00:00', 5000);
    t.clock.set(beijing('2026-11-25T10:30:00'));
    expect((await info(small.token)).max_times).toBe(1);
    expect((await info(edge.token)).max_times).toBe(0);
    t.clock.set(beijing('2026-11-26T10:30:00'));
    expect((await info(edge.token)).max_times).toBe(0);
    expect((await info(late.token)).max_times).toBe(3);
    const rules = (await info(late.token)).rules;
    expect(rules[0]).toEqual({
      start_time: '10:00',
      end_time: '12:00',
      day_flow: '100.00',
      flow_money: '1000.00',
      recharge: 1,
    });
  });

  it('pays exactly the draws granted when 20 come at once, and lists them on the welfare page', async () => {
    const p = await depositedAt('2026-11-27T15:00:00', 1500);
    t.clock.set(beijing('2026-11-28T11:00:00'));
    const results = await Promise.all(Array.from({ length: 20 }, () => draw(p.token)));
    const paid = results.filter((r) => r.code === 200);
    expect(paid).toHaveLength(2);
    expect(results.filter((r) => r.message === REDPACKET_MSG.noneLeft)).toHaveLength(18);
    const sum = paid.reduce((s, r) => s + Math.round(Number(r.data.redpacketmoney) * 100), 0);
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe(
      ((150_000 + sum) / 100).toFixed(2),
    );
    expect(await info(p.token)).toMatchObject({ sendnums: 0, acquirednum: 2, max_times: 2 });
    const list = await call(t.app, 'POST', '/api/redpacket', { page: 1 }, { token: p.token });
    expect(list.data.total).toBe(2);
    expect(list.data.data[0]).toMatchObject({ money: '1500.00' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('is closed when the switch is off, and needs a session', async () => {
    const p = await depositedAt('2026-11-29T15:00:00', 500);
    t.clock.set(beijing('2026-11-30T10:10:00'));
    await t.services.settings.set({ redpacket_switch: '0' });
    expect(await draw(p.token)).toMatchObject({ code: 400, message: REDPACKET_MSG.closed });
    await t.services.settings.set({ redpacket_switch: '1' });
    expect((await call(t.app, 'GET', '/api/userredpacket')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/douserredpacket', {})).status).toBe(401);
  });

  it('lets operators configure the windows, the switch and the tiers, checked and audited', async () => {
    const ops = await operatorToken(t);
    const put = (body: unknown) =>
      t.app
        .inject({
          method: 'PUT',
          url: '/admin/api/redpacket',
          headers: { authorization: `Bearer ${ops}` },
          payload: body as object,
        })
        .then((r) => r.json());
    const current = (
      await t.app.inject({
        method: 'GET',
        url: '/admin/api/redpacket',
        headers: { authorization: `Bearer ${ops}` },
      })
    ).json().data;
    expect(current).toMatchObject({
      switch: '1',
      draw_start: '10:00',
      draw_end: '12:00',
      count_start: '12:00',
      count_end: '10:00',
    });
    expect(current.tiers).toHaveLength(4);
    const base = {
      switch: '1',
      draw_start: '20:00',
      draw_end: '21:00',
      count_start: '21:00',
      count_end: '20:00',
      turnover_multiple: '2',
    };
    expect((await put({ ...base, draw_start: '25:00', tiers: [] })).code).toBe(400);
    expect(
      (
        await put({
          ...base,
          tiers: [{ deposit_min: '100', deposit_max: '0', draws: 1, amount_min: '9', amount_max: '1' }],
        })
      ).message,
    ).toBe('红包金额范围不正确');
    expect(
      (
        await put({
          ...base,
          tiers: [{ deposit_min: '150', deposit_max: '0', draws: 4, amount_min: '1.00', amount_max: '2.00' }],
        })
      ).code,
    ).toBe(200);
    const p = await depositedAt('2026-12-01T21:30:00', 160);
    t.clock.set(beijing('2026-12-02T20:30:00'));
    expect(await info(p.token)).toMatchObject({
      max_times: 4,
      status: 1,
      count_start: '21:00',
      count_end: '20:00',
      turnover_multiple: '2',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'redpacket.configure')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
