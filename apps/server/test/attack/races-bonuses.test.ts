import { describe, expect, it } from 'vitest';
import { REBATE_MSG } from '@app/shared';
import { call, fundedPlayer, playRound } from '../helpers.js';
import { afterEveryRace, NODE_COUNTS, raceKit, racesPerFile, WIDTH } from './races/race-kit.js';

/**
 * Bonuses raced (see races/race-kit.ts): a rebate claimed, red packets drawn, an activity applied
 * for and approved, many times at once. Each pays exactly what it may, and the ledger invariants
 * hold after each race.
 */

const w = racesPerFile('races-bonuses', 4);

describe.each(NODE_COUNTS)('races on %s', (_label, nodes) => {
  const { post, race, atMost, books, balanceFen } = raceKit(w, nodes);

  it('a rebate claimed many times at once: paid once', async () => {
    const p = await fundedPlayer(w.first, 300);
    const launch = await call(
      w.first.app,
      'POST',
      '/api/getGameUrl',
      { plat_name: 'pg', game_code: 'dice-sicbo' },
      { token: p.token },
    );
    for (let r = 0; r < 3; r++) {
      expect((await playRound(w.first.app, launch.data.url, 10_000, 'big')).code).toBe(200);
    }
    await w.first.services.bets.pull();
    const before = await balanceFen(p);
    const pending = await w.first.database.db
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
    const saved = w.first.clock.now();
    const beijingNow = new Date(w.first.clock.now().getTime() + 8 * 3600_000);
    const day =
      Date.UTC(beijingNow.getUTCFullYear(), beijingNow.getUTCMonth(), beijingNow.getUTCDate()) - 8 * 3600_000;
    w.first.clock.set(new Date(Math.max(w.first.clock.now().getTime(), day + 13 * 3600_000)));
    const p = await fundedPlayer(w.first, 1500);
    w.first.clock.set(new Date(day + 24 * 3600_000 + 10.5 * 3600_000));
    const info = (await call(w.first.app, 'GET', '/api/userredpacket', undefined, { token: p.token }))
      .data as {
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
    w.first.clock.set(saved);
    await books();
  });

  it('red packet draws at once by two accounts of one person (one phone): the draws of one', async () => {
    const saved = w.first.clock.now();
    const beijingNow = new Date(w.first.clock.now().getTime() + 8 * 3600_000);
    const day =
      Date.UTC(beijingNow.getUTCFullYear(), beijingNow.getUTCMonth(), beijingNow.getUTCDate()) - 8 * 3600_000;
    w.first.clock.set(new Date(Math.max(w.first.clock.now().getTime(), day + 13 * 3600_000)));
    const pair = [await fundedPlayer(w.first, 1500), await fundedPlayer(w.first, 1500)];
    const deviceId = `race-phone-${nodes}-${pair[0]!.userId}`;
    for (const p of pair)
      await w.first.services.risk.gate.admit(w.first.database.db, {
        event: 'deposit',
        userId: p.userId,
        client: { ip: '', deviceId, userAgent: '' },
      });
    w.first.clock.set(new Date(day + 24 * 3600_000 + 10.5 * 3600_000));
    const info = await call(w.first.app, 'GET', '/api/userredpacket', undefined, { token: pair[0]!.token });
    const allowed = (info.data as { max_times: number }).max_times;
    expect(allowed).toBeGreaterThan(0);
    const draws = await race(WIDTH, (i) => post(i, '/api/douserredpacket', {}, pair[i % 2]!.token));
    const paid = draws.filter((d) => d.code === 200);
    atMost(paid.length, allowed);
    expect(paid).toHaveLength(allowed);
    w.first.clock.set(saved);
    await books();
  });

  it('a once-only activity applied for at once by two accounts of one person: one application', async () => {
    const pair = [await fundedPlayer(w.first, 1000), await fundedPlayer(w.first, 1000)];
    const deviceId = `race-apply-${nodes}-${pair[0]!.userId}`;
    for (const p of pair)
      await w.first.services.risk.gate.admit(w.first.database.db, {
        event: 'deposit',
        userId: p.userId,
        client: { ip: '', deviceId, userAgent: '' },
      });
    const list = (await call(w.first.app, 'POST', '/api/activitylist', {})).data.data as Array<{
      id: number;
      title: string;
    }>;
    const activity = list.find((a) => a.title.startsWith('新人首存送88%'))!;
    // Wider than the other races: at 12 the two accounts' checks seldom overlap without the lock.
    const applies = await race(Math.max(WIDTH, 40), (i) =>
      post(i, '/api/doactivityapply', { activityid: activity.id, amount: '1000' }, pair[i % 2]!.token),
    );
    atMost(applies.filter((a) => a.code === 200).length, 1);
    expect(applies.filter((a) => a.code === 200)).toHaveLength(1);
    const apps = await w.first.database.db
      .selectFrom('activity_applications')
      .select('id')
      .where(
        'user_id',
        'in',
        pair.map((p) => p.userId),
      )
      .execute();
    expect(apps).toHaveLength(1);
    await books();
  });

  it('an activity applied for many times at once: one application; approved by many: one bonus', async () => {
    const p = await fundedPlayer(w.first, 1000);
    const list = (await call(w.first.app, 'POST', '/api/activitylist', {})).data.data as Array<{
      id: number;
      title: string;
    }>;
    const activity = list.find((a) => a.title.startsWith('新人首存送88%'))!;
    const applies = await race(WIDTH, (i) =>
      post(i, '/api/doactivityapply', { activityid: activity.id, amount: '1000' }, p.token),
    );
    atMost(applies.filter((a) => a.code === 200).length, 1);
    expect(applies.filter((a) => a.code === 200)).toHaveLength(1);
    const apps = await w.first.database.db
      .selectFrom('activity_applications')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(apps).toHaveLength(1);
    const pair = [w.ops.super, w.ops.operations];
    const approvals = await race(WIDTH, (i) =>
      post(i, `/admin/api/activity-applications/${apps[0]!.id}/approve`, {}, pair[i % 2]!),
    );
    atMost(approvals.filter((a) => a.code === 200).length, 1);
    expect(approvals.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await balanceFen(p)).toBe(188_000);
    await books();
  });
});

afterEveryRace(w);
