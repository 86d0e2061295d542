import { beforeAll, describe, expect, it } from 'vitest';
import { formatFen } from '@app/shared';
import {
  call,
  fundedPlayer,
  operatorToken,
  postAs,
  registerPlayer,
  useTestApp,
} from '../../../test/helpers.js';
import {
  DAY_A,
  DAY_B,
  expectedFigures,
  figuresOf,
  reportMoves,
  type Player,
} from '../../../test/reports-scenario.js';
import { seedGames } from '../../seeds/seed-games.js';
import { rebuildBetRollup } from './bet-rollup.js';

/**
 * The dashboard against sums worked out here from the raw rows (bets, ledger journals, users),
 * for money moved on both sides of a Beijing midnight, through the real deposit, withdrawal,
 * transfer, game and bet-record paths; bonuses are posted as their modules post them. Range
 * checks, permissions and index plans are in reports.limits.test.ts.
 */
let op: string;
let moves: ReturnType<typeof reportMoves>;
const t = useTestApp(async (t) => {
  moves = reportMoves(t, () => op);
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '0', withdraw_hours: '00:00-24:00' });
});

const get = (path: string, token = op) => call(t.app, 'GET', path, undefined, { token });
const post = postAs(t);
const expected = (days: string[]) => expectedFigures(t, days);

describe('reports dashboard', () => {
  let p1: Player;
  let p3: Player;

  beforeAll(async () => {
    const { deposit, withdrawPaid, play, journal } = moves;
    // Day A, 23:30 Beijing time.
    t.clock.set(new Date('2026-11-22T15:30:00Z'));
    // Operator sessions expire: sign in again at each jump of the clock.
    op = await operatorToken(t);
    p1 = await fundedPlayer(t, 500);
    await registerPlayer(t.app);
    expect(
      (await post(p1, '/api/transfer', { amount: 300, sourcetype: 'userbalance', targettype: 'pp' })).code,
    ).toBe(200);
    await play(p1, 'pp', 'lucky-stars', 900, 5);
    await withdrawPaid(p1, 100);
    await journal(p1.userId, 'bonus', 'activity', 1234);
    await journal(p1.userId, 'bonus', 'vip', 1800);
    await journal(p1.userId, 'red_packet', 'redpacket', 888);

    // Day B, 00:10: the rounds played at 23:30 are pulled now and still count for day A.
    t.clock.set(new Date('2026-11-22T16:10:00Z'));
    op = await operatorToken(t);
    await t.services.bets.pull();
    await deposit(p1, 200);
    p3 = await fundedPlayer(t, 300);
    await play(p3, 'obgdy', 'fortune-god', 450, 4);
    await play(p1, 'pp', 'lucky-stars', 450, 3);
    await t.services.bets.pull();
    await withdrawPaid(p3, 100);
    await journal(p3.userId, 'rebate', 'rebate', 555);
    await journal(p1.userId, 'adjustment_credit', 'adjustment', 2000);
    await journal(p1.userId, 'adjustment_debit', 'adjustment', 300);
  });

  it('equals the sums of the raw rows per day, per platform and for the range, across midnight', async () => {
    const res = await get(`/admin/api/reports/dashboard?from=${DAY_A}&to=${DAY_B}`);
    expect(res.code).toBe(200);
    const d = res.data;
    expect([d.from, d.to]).toEqual([DAY_A, DAY_B]);
    expect(d.daily.map((x: { date: string }) => x.date)).toEqual([DAY_A, DAY_B]);

    const a = await expected([DAY_A]);
    const b = await expected([DAY_B]);
    const both = await expected([DAY_A, DAY_B]);
    expect(d.daily[0]).toEqual({ date: DAY_A, ...figuresOf(a) });
    expect(d.daily[1]).toEqual({ date: DAY_B, ...figuresOf(b) });
    expect(d.summary).toEqual(figuresOf(both));
    expect(d.today).toEqual({ date: DAY_B, ...figuresOf(b) });
    const platforms = Object.fromEntries(
      d.platforms.map(({ platform, name: _n, ggr_rate: _r, ...rest }: Record<string, unknown>) => [
        platform,
        rest,
      ]),
    );
    expect(platforms).toEqual(both.platforms);
    expect(d.platforms.find((p: { platform: string }) => p.platform === 'pp').name).toBe('PP电子');

    // The independent sums themselves, pinned where the scenario fixes them.
    expect(a).toMatchObject({
      deposit: '500.00',
      depositors: 1,
      withdrawal: '100.00',
      bet_count: 5,
      new_players: 2,
      first_depositors: 1,
      active_players: 1,
      bonus: '39.22',
    });
    expect(b).toMatchObject({
      deposit: '500.00',
      deposit_count: 2,
      depositors: 2,
      withdrawal: '100.00',
      bet_count: 7,
      new_players: 1,
      first_depositors: 1,
      active_players: 2,
      bonus: '25.55',
      manual_debit: '3.00',
    });
    expect(a.valid_bet).toBe('45.00');
    // Players on both days count once in the range; day sums would count them twice.
    expect(d.summary).toMatchObject({
      depositors: 2,
      active_players: 2,
      first_depositors: 2,
      new_players: 3,
    });
    expect(d.summary.ggr).toBe(
      formatFen(Math.round(Number(d.summary.bet) * 100) - Math.round(Number(d.summary.payout) * 100)),
    );
  });

  it('keeps the rollup equal to a rebuild from the raw bets', async () => {
    const snapshot = () =>
      t.database.db.selectFrom('report_bets_daily').selectAll().orderBy('day').orderBy('platform').execute();
    const players = () =>
      t.database.db
        .selectFrom('report_bettors_daily')
        .selectAll()
        .orderBy('day')
        .orderBy('user_id')
        .execute();
    const counts = async () =>
      [
        await t.database.db.selectFrom('report_bettor_days').selectAll().orderBy('day').execute(),
        await t.database.db.selectFrom('report_bettor_last').selectAll().orderBy('user_id').execute(),
      ] as const;
    const [before, beforePlayers, beforeCounts] = [await snapshot(), await players(), await counts()];
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(beforeCounts[0]!.map((r) => Number(r.bettors))).toEqual([1, 2]);
    expect(beforeCounts[1]).toHaveLength(2);
    await rebuildBetRollup(t.database.db);
    expect(await snapshot()).toEqual(before);
    expect(await players()).toEqual(beforePlayers);
    expect(await counts()).toEqual(beforeCounts);
    // A second pull finds nothing new and adds nothing.
    await t.services.bets.pull();
    expect(await snapshot()).toEqual(before);
  });

  it('pages the day and platform tables on the server, newest day first', async () => {
    const first = (await get(`/admin/api/reports/daily?from=${DAY_A}&to=${DAY_B}&per_page=1`)).data;
    expect(first.total).toBe(2);
    expect(first.data.map((x: { date: string }) => x.date)).toEqual([DAY_B]);
    const second = (await get(`/admin/api/reports/daily?from=${DAY_A}&to=${DAY_B}&per_page=1&page=2`)).data;
    expect(second.data[0]).toEqual({ date: DAY_A, ...figuresOf(await expected([DAY_A])) });
    const platforms = (await get(`/admin/api/reports/platforms?from=${DAY_A}&to=${DAY_B}&per_page=1`)).data;
    expect(platforms.total).toBe(2);
    expect(platforms.data).toHaveLength(1);
    const dash = (await get(`/admin/api/reports/dashboard?from=${DAY_A}&to=${DAY_B}`)).data;
    expect(platforms.data[0]).toEqual(dash.platforms[0]);
  });

  it('shows today apart from a past range, zeros for quiet days, and the last week by default', async () => {
    const past = (await get('/admin/api/reports/dashboard?from=2026-01-01&to=2026-01-03')).data;
    expect(past.daily).toHaveLength(3);
    expect(past.summary).toMatchObject({
      deposit: '0.00',
      bet_count: 0,
      ggr: '0.00',
      active_players: 0,
      new_players: 0,
    });
    expect(past.platforms).toEqual([]);
    expect(past.today).toEqual({ date: DAY_B, ...figuresOf(await expected([DAY_B])) });

    // A range in the past counts its active players by scanning its days (not from last days).
    const before = (await get(`/admin/api/reports/dashboard?from=2026-11-21&to=${DAY_A}`)).data;
    expect(before.summary).toEqual(figuresOf(await expected(['2026-11-21', DAY_A])));
    expect(before.summary.active_players).toBe(1);

    const week = (await get('/admin/api/reports/dashboard')).data;
    expect([week.from, week.to]).toEqual(['2026-11-17', DAY_B]);
    expect(week.daily).toHaveLength(7);
    expect(week.summary).toEqual(
      (await get(`/admin/api/reports/dashboard?from=${DAY_A}&to=${DAY_B}`)).data.summary,
    );
  });

  it('follows new money on open days while closed days are read once', async () => {
    const before = (await get(`/admin/api/reports/dashboard?from=${DAY_A}&to=${DAY_B}`)).data;
    await moves.journal(p3.userId, 'red_packet', 'redpacket', 100);
    await moves.deposit(p3, 150);
    const after = (await get(`/admin/api/reports/dashboard?from=${DAY_A}&to=${DAY_B}`)).data;
    expect(after.daily[0]).toEqual(before.daily[0]);
    expect(after.today.bonus_detail.red_packet).toBe(
      formatFen(Number(before.today.bonus_detail.red_packet.replace('.', '')) + 100),
    );
    expect(after.today.deposit).toBe(formatFen(Number(before.today.deposit.replace('.', '')) + 15_000));
    expect(after.today).toEqual({ date: DAY_B, ...figuresOf(await expected([DAY_B])) });
    expect(after.summary).toEqual(figuresOf(await expected([DAY_A, DAY_B])));
  });
});
