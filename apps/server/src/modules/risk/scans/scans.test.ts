import { describe, expect, it } from 'vitest';
import { DAY_MS, beijingMidnight } from '@app/shared';
import { useTestApp } from '../../../../test/helpers.js';
import { riskWorld } from '../../../../test/support/risk-world.js';
import { scanBets } from './alert-scan.js';

const t = useTestApp();
const w = () => riskWorld(t);
const scan = () => scanBets(t.database.db, t.clock);
const MATCH = '英超 · 曼联 vs 切尔西 · 全场独赢';

describe('betting-pattern scans (风险预警)', () => {
  it('raises 对打 once for linked accounts on opposite sides of a baccarat round, not strangers', async () => {
    const { player, link, bet, alertsNaming } = w();
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    await link(a.id, b.id);
    await bet(a.id, { round: 'bac-1', memo: '押闲 · 闲6点 庄7点 庄赢', stake: 10_000, winLoss: -10_000 });
    await bet(b.id, { round: 'bac-1', memo: '押庄 · 闲6点 庄7点 庄赢', stake: 10_000, winLoss: 9_500 });
    // Strangers on opposite sides of another round, and a linked pair far from near-equal.
    await bet(c.id, { round: 'bac-2', memo: '押闲 · 闲8点 庄2点 闲赢', stake: 10_000, winLoss: 10_000 });
    await bet(d.id, { round: 'bac-2', memo: '押庄 · 闲8点 庄2点 闲赢', stake: 10_000, winLoss: -10_000 });
    await scan();
    await scan();
    const raised = await alertsNaming('opposite_sides', a.id);
    expect(raised).toHaveLength(1);
    expect(JSON.parse(raised[0]!.user_ids)).toEqual([a.id, b.id]);
    const evidence = JSON.parse(raised[0]!.evidence);
    expect(evidence.bets.map((x: { side: string }) => x.side)).toEqual(['player', 'banker']);
    expect(evidence).toMatchObject({ total_stake_fen: 20_000, net_fen: -500 });
    expect(await alertsNaming('opposite_sides', c.id)).toHaveLength(0);
  });

  it('finds the other side in an earlier batch, and one account on both sides of a round', async () => {
    const { player, link, bet, alertsNaming } = w();
    const [a, b, solo] = [await player(), await player(), await player()];
    await link(a.id, b.id);
    await bet(a.id, {
      game: 'dragon-tiger',
      platform: 'ky',
      round: 'dt-1',
      memo: '押龙 · 龙胜',
      stake: 5_000,
    });
    await scan();
    await bet(b.id, {
      game: 'dragon-tiger',
      platform: 'ky',
      round: 'dt-1',
      memo: '押虎 · 龙胜',
      stake: 4_500,
    });
    await bet(solo.id, {
      game: 'dice-sicbo',
      platform: 'pg',
      round: 'sb-1',
      memo: '押大 · 开1+2+3=6 小双',
      stake: 2_000,
    });
    await bet(solo.id, {
      game: 'dice-sicbo',
      platform: 'pg',
      round: 'sb-1',
      memo: '押小 · 开1+2+3=6 小双',
      stake: 2_000,
    });
    await scan();
    expect(await alertsNaming('opposite_sides', b.id)).toHaveLength(1);
    const own = await alertsNaming('opposite_sides', solo.id);
    expect(own).toHaveLength(1);
    expect(JSON.parse(own[0]!.user_ids)).toEqual([solo.id]);
  });

  it('raises nothing for linked accounts on the same side or with stakes far apart', async () => {
    const { player, link, bet, alertsNaming } = w();
    const [a, b] = [await player(), await player()];
    await link(a.id, b.id);
    await bet(a.id, { round: 'bac-9', memo: '押庄 · 庄赢', stake: 10_000 });
    await bet(b.id, { round: 'bac-9', memo: '押庄 · 庄赢', stake: 10_000 });
    await bet(a.id, { round: 'bac-10', memo: '押闲 · 庄赢', stake: 50_000 });
    await bet(b.id, { round: 'bac-10', memo: '押庄 · 庄赢', stake: 10_000 });
    await scan();
    expect(await alertsNaming('opposite_sides', a.id)).toHaveLength(0);
  });

  it('raises 对打 for linked accounts on different outcomes of one sportsbook market', async () => {
    const { player, link, bet, alertsNaming } = w();
    const [a, b, c] = [await player(), await player(), await player()];
    await link(a.id, b.id);
    const sb = { game: 'sports-lobby', platform: 'sb' };
    await bet(a.id, { ...sb, memo: `${MATCH} · 主胜 @2.10`, stake: 10_000 });
    await bet(b.id, { ...sb, memo: `${MATCH} · 客胜 @3.40`, stake: 9_000 });
    await bet(c.id, { ...sb, memo: `${MATCH} · 和局 @3.20`, stake: 10_000 });
    await scan();
    const raised = await alertsNaming('opposite_sides', a.id);
    expect(raised).toHaveLength(1);
    expect(JSON.parse(raised[0]!.user_ids)).toEqual([a.id, b.id]);
    expect(JSON.parse(raised[0]!.evidence).where).toContain('全场独赢');
    expect(await alertsNaming('opposite_sides', c.id)).toHaveLength(0);
  });

  it('raises low odds once for a player clearing a turnover requirement at under 1.30', async () => {
    const { player, bet, alertsNaming } = w();
    const [owing, free] = [await player(), await player()];
    const now = t.clock.now().getTime();
    await t.database.db
      .insertInto('player_turnover')
      .values({ user_id: owing.id, required_fen: 500_000, updated_at: now })
      .execute();
    const sb = { game: 'sports-lobby', platform: 'sb' };
    for (const p of [owing, free])
      for (let i = 0; i < 6; i++)
        await bet(p.id, { ...sb, memo: `${MATCH} ${i} · 主胜 @1.1${i}`, stake: 20_000 });
    await scan();
    await bet(owing.id, { ...sb, memo: `${MATCH} 9 · 主胜 @1.12`, stake: 20_000 });
    await scan();
    const raised = await alertsNaming('low_odds', owing.id);
    expect(raised).toHaveLength(1);
    expect(JSON.parse(raised[0]!.evidence)).toMatchObject({
      turnover_remaining_fen: 500_000,
      low_odds_bets: 7,
    });
    expect(await alertsNaming('low_odds', free.id)).toHaveLength(0);
  });

  it('raises rebate farming once for a day of large turnover ending near even', async () => {
    const { player, bet, alertsNaming } = w();
    const [farmer, gambler] = [await player(), await player()];
    const now = t.clock.now().getTime();
    const ago = now - (beijingMidnight(new Date(now)) - DAY_MS / 2);
    for (const [p, winLoss] of [
      [farmer, 3_000],
      [gambler, -400_000],
    ] as const)
      await bet(p.id, {
        game: 'fortune-god',
        platform: 'obgdy',
        memo: '旋转 · 未中奖',
        stake: 1_200_000,
        winLoss,
        ago,
      });
    await t.database.db.deleteFrom('risk_cursors').where('name', '=', 'alerts_farming_day').execute();
    await scan();
    await scan();
    expect(await alertsNaming('rebate_farming', farmer.id)).toHaveLength(1);
    expect(await alertsNaming('rebate_farming', gambler.id)).toHaveLength(0);
  });

  it('resumes from its cursor: a second run reads only the bets recorded since', async () => {
    const { player, bet } = w();
    const p = await player();
    await scan();
    const first = await bet(p.id, { memo: '押闲 · 闲赢', stake: 1_000 });
    const second = await bet(p.id, { memo: '押庄 · 闲赢', stake: 9_000 });
    expect(await scan()).toBe(2);
    expect(await scan()).toBe(0);
    const cursor = await t.database.db
      .selectFrom('risk_cursors')
      .select('position')
      .where('name', '=', 'alerts_bets')
      .executeTakeFirstOrThrow();
    expect(Number(cursor.position)).toBe(second);
    expect(second).toBeGreaterThan(first);
    // A bet of the last few seconds waits for the next run (its transaction may commit late).
    await bet(p.id, { memo: '押闲 · 闲赢', stake: 1_000, ago: 1_000 });
    expect(await scan()).toBe(0);
  });
});
