import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFen } from '@app/shared';
import {
  buildTestApp,
  call,
  fundedPlayer,
  operatorToken,
  registerPlayer,
  roleOperatorToken,
  type TestApp,
} from '../../../test/helpers.js';
import { inTransaction } from '../../db/database.js';
import { seedGames } from '../../db/seed-games.js';
import { HOUSE, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import type { Reason } from '../../ledger/reasons.js';
import { beijingDay } from '../../lib/clock.js';
import { rebuildBetRollup } from './bet-rollup.js';
import { explainReportQueries } from './reports.repository.js';
import { MAX_RANGE_DAYS, REPORT_MSG } from './reports.service.js';

/**
 * The dashboard against sums worked out here from the raw rows (bets, ledger journals, users),
 * for money moved on both sides of a Beijing midnight, through the real deposit, withdrawal,
 * transfer, game and bet-record paths; bonuses are posted as their modules post them.
 */
let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '0', withdraw_hours: '00:00-24:00' });
});
afterAll(() => t.close());

const DAY_A = '2026-11-22';
const DAY_B = '2026-11-23';
type Player = { token: string; userId: number; cardId: number };

const get = (path: string, token = op) => call(t.app, 'GET', path, undefined, { token });
const post = (p: { token: string }, url: string, body: unknown = {}) =>
  call(t.app, 'POST', url, body, { token: p.token });

async function deposit(p: Player, yuan: number) {
  const res = await post(p, '/api/recharge', { paytype: 'alipay', amount: yuan });
  expect(res.code).toBe(200);
  const info = await post(p, '/api/payinfo', { deposit_no: res.message });
  await t.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
}

async function withdrawPaid(p: Player, yuan: number) {
  expect((await post(p, '/api/withdraw', { amount: yuan, bank: p.cardId, password: '123456' })).code).toBe(
    200,
  );
  const w = await t.database.db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', p.userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect((await call(t.app, 'POST', `/admin/api/withdrawals/${w.id}/approve`, {}, { token: op })).code).toBe(
    200,
  );
}

async function play(p: Player, platform: string, game: string, bet: number, rounds: number) {
  const launched = await post(p, '/api/getGameUrl', { plat_name: platform, game_code: game });
  expect(launched.code).toBe(200);
  for (let i = 0; i < rounds; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: `${launched.data.url}/round`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ bet, choice: 'spin' }),
    });
    expect(r.json().code).toBe(200);
  }
}

let journals = 0;
/** A bonus or adjustment journal, posted the way its module posts it. */
async function journal(userId: number, reason: string, refType: string, fen: number) {
  const now = t.clock.now().getTime();
  await inTransaction(t.database.db, async (trx) => {
    const wallet = await ledgerAccounts.main(trx, userId, now);
    const house = await ledgerAccounts.house(
      trx,
      reason.startsWith('adjustment') ? HOUSE.adjustment : HOUSE.bonus,
      now,
    );
    const credit = reason !== 'adjustment_debit';
    await postJournal(
      trx,
      {
        key: `report-test:${++journals}`,
        reason: reason as Reason,
        amount: fen,
        userId,
        refType,
        refId: String(now),
        legs: [
          { accountId: wallet, amount: credit ? fen : -fen },
          { accountId: house, amount: credit ? -fen : fen },
        ],
      },
      now,
    );
  });
}

/** Every figure worked out from the raw rows, for the Beijing days in `days`. */
async function expected(days: string[]) {
  const db = t.database.db;
  const bets = (
    await db
      .selectFrom('bets')
      .select(['user_id', 'platform', 'bet_fen', 'valid_bet_fen', 'win_loss_fen', 'bet_time'])
      .where('status', '=', 1)
      .execute()
  ).filter((b) => days.includes(beijingDay(Number(b.bet_time))));
  const allJournals = await db
    .selectFrom('ledger_journals')
    .select(['reason', 'ref_type', 'amount', 'user_id', 'created_at'])
    .execute();
  const journals = allJournals.filter((j) => days.includes(beijingDay(Number(j.created_at))));
  const users = (await db.selectFrom('users').select('created_at').execute()).filter((u) =>
    days.includes(beijingDay(Number(u.created_at))),
  );
  const firstDeposit = new Map<number, number>();
  for (const j of allJournals.filter((x) => x.reason === 'deposit'))
    firstDeposit.set(j.user_id!, Math.min(firstDeposit.get(j.user_id!) ?? Infinity, Number(j.created_at)));
  const sum = (rows: Array<{ amount: number }>) => rows.reduce((s, r) => s + Number(r.amount), 0);
  const of = (...reasons: string[]) => journals.filter((j) => reasons.includes(j.reason));
  const betSum = (k: 'bet_fen' | 'valid_bet_fen' | 'win_loss_fen') =>
    bets.reduce((s, b) => s + Number(b[k]), 0);
  const distinct = (ids: Array<number | null>) => new Set(ids).size;
  const bonus = {
    activity: sum(of('bonus').filter((j) => j.ref_type !== 'vip')),
    vip: sum(of('bonus').filter((j) => j.ref_type === 'vip')),
    rebate: sum(of('rebate')),
    red_packet: sum(of('red_packet')),
    manual_credit: sum(of('adjustment_credit')),
  };
  const bonusTotal = Object.values(bonus).reduce((a, b) => a + b, 0);
  const ggr = -betSum('win_loss_fen');
  return {
    deposit: formatFen(sum(of('deposit'))),
    deposit_count: of('deposit').length,
    depositors: distinct(of('deposit').map((j) => j.user_id)),
    withdrawal: formatFen(sum(of('withdrawal_paid'))),
    withdrawal_count: of('withdrawal_paid').length,
    withdrawers: distinct(of('withdrawal_paid').map((j) => j.user_id)),
    net_deposit: formatFen(sum(of('deposit')) - sum(of('withdrawal_paid'))),
    bet_count: bets.length,
    bet: formatFen(betSum('bet_fen')),
    valid_bet: formatFen(betSum('valid_bet_fen')),
    payout: formatFen(betSum('bet_fen') + betSum('win_loss_fen')),
    ggr: formatFen(ggr),
    bonus: formatFen(bonusTotal),
    bonus_detail: Object.fromEntries(Object.entries(bonus).map(([k, v]) => [k, formatFen(v)])),
    manual_debit: formatFen(sum(of('adjustment_debit'))),
    net_revenue: formatFen(ggr - bonusTotal),
    new_players: users.length,
    first_depositors: [...firstDeposit.values()].filter((at) => days.includes(beijingDay(at))).length,
    active_players: distinct(bets.map((b) => b.user_id)),
    platforms: Object.fromEntries(
      [...new Set(bets.map((b) => b.platform))].map((code) => {
        const mine = bets.filter((b) => b.platform === code);
        const s = (k: 'bet_fen' | 'valid_bet_fen' | 'win_loss_fen') =>
          mine.reduce((acc, b) => acc + Number(b[k]), 0);
        return [
          code,
          {
            bet_count: mine.length,
            bet: formatFen(s('bet_fen')),
            valid_bet: formatFen(s('valid_bet_fen')),
            payout: formatFen(s('bet_fen') + s('win_loss_fen')),
            ggr: formatFen(-s('win_loss_fen')),
          },
        ];
      }),
    ),
  };
}

const figuresOf = (e: Awaited<ReturnType<typeof expected>>) => {
  const { platforms: _platforms, ...figures } = e;
  return figures;
};

describe('reports dashboard', () => {
  let p1: Player;
  let p3: Player;

  beforeAll(async () => {
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
    await journal(p3.userId, 'red_packet', 'redpacket', 100);
    await deposit(p3, 150);
    const after = (await get(`/admin/api/reports/dashboard?from=${DAY_A}&to=${DAY_B}`)).data;
    expect(after.daily[0]).toEqual(before.daily[0]);
    expect(after.today.bonus_detail.red_packet).toBe(
      formatFen(Number(before.today.bonus_detail.red_packet.replace('.', '')) + 100),
    );
    expect(after.today.deposit).toBe(formatFen(Number(before.today.deposit.replace('.', '')) + 15_000));
    expect(after.today).toEqual({ date: DAY_B, ...figuresOf(await expected([DAY_B])) });
    expect(after.summary).toEqual(figuresOf(await expected([DAY_A, DAY_B])));
  });

  it('refuses a bad range with a clear message and changes nothing', async () => {
    const reversed = await get(`/admin/api/reports/dashboard?from=${DAY_B}&to=${DAY_A}`);
    expect([reversed.code, reversed.message]).toEqual([400, REPORT_MSG.order]);
    const long = await get(`/admin/api/reports/daily?from=2025-01-01&to=${DAY_B}`);
    expect([long.code, long.message]).toEqual([400, REPORT_MSG.tooLong]);
    expect(REPORT_MSG.tooLong).toContain(String(MAX_RANGE_DAYS));
    const refused = async (query: string) => {
      const res = await get(`/admin/api/reports/dashboard?${query}`);
      return [res.code, res.message];
    };
    // 2026-02-30 is no day (Date.parse alone would read it as March 2).
    expect(await refused('from=2026-02-30')).toEqual([400, '参数格式错误：from']);
    expect(await refused('to=yesterday')).toEqual([400, '参数格式错误：to']);
    expect(await refused('sql=1')).toEqual([400, '不支持的参数：sql']);
    expect((await get('/admin/api/reports/platforms?per_page=500')).code).toBe(400);
  });

  it('is for roles with the reports permission only', async () => {
    const support = await roleOperatorToken(t, 'support');
    expect((await get('/admin/api/reports/dashboard', support.token)).code).toBe(403);
    expect((await get('/admin/api/reports/daily', support.token)).code).toBe(403);
    const finance = await roleOperatorToken(t, 'finance');
    expect((await get('/admin/api/reports/dashboard', finance.token)).code).toBe(200);
    const operations = await roleOperatorToken(t, 'operations');
    expect((await get('/admin/api/reports/platforms', operations.token)).code).toBe(200);
    const player = await registerPlayer(t.app);
    expect((await get('/admin/api/reports/dashboard', player.token)).code).toBe(401);
  });

  it.runIf(!process.env.DATABASE_URL?.startsWith('postgres'))(
    'reads every figure through an index (SQLite plans)',
    async () => {
      const plans = await explainReportQueries(t.database.db, 'sqlite', {
        fromDay: 20000,
        toDay: 20006,
        fromMs: 0,
        toMs: 1,
      });
      const text = (name: string) => plans[name]!.join(' | ');
      expect(text('ledgerDays')).toContain('USING COVERING INDEX ledger_journals_report');
      expect(text('dayPlayers')).toContain('USING COVERING INDEX ledger_journals_report');
      expect(text('firstDepositsPerDay')).toContain('ledger_journals_first_deposit');
      expect(text('newPlayersPerDay')).toContain('users_created');
      for (const name of ['betDays', 'bettorsPerDay', 'bettors'])
        expect(text(name)).toMatch(/SEARCH report_bet/);
      for (const lines of Object.values(plans))
        expect(lines.join(' ')).not.toMatch(/SCAN (ledger_journals|users|bets|report_)/);
    },
  );
});
