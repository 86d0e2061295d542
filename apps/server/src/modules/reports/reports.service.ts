import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { beijingDayStart, type Clock } from '../../lib/clock.js';
import { beijingDayNumber, dayNumberToDate } from './bet-rollup.js';
import { createReportsRepository, type BetDayRow, type DayCount, type LedgerDayRow } from './reports.repository.js';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** The longest range one request may ask for: a year of days, leap years included. */
export const MAX_RANGE_DAYS = 366;
/** Without a `from`, the dashboard shows the last seven days up to `to` (today by default). */
const DEFAULT_DAYS = 7;

export const REPORT_MSG = {
  order: '开始日期不能晚于结束日期',
  tooLong: `查询范围最长 ${MAX_RANGE_DAYS} 天，请缩小日期范围`,
} as const;

/** Bonuses by where they came from (ledger reason, and for `bonus` the reference type). */
export interface BonusBreakdown {
  activity: number;
  vip: number;
  rebate: number;
  red_packet: number;
  manual_credit: number;
}

/** One day's (or a range's) figures, all money in integer fen. */
export interface Figures {
  deposit_fen: number;
  deposit_count: number;
  depositors: number;
  withdrawal_fen: number;
  withdrawal_count: number;
  withdrawers: number;
  bet_count: number;
  bet_fen: number;
  valid_bet_fen: number;
  /** What players got back: stake plus their net result. */
  payout_fen: number;
  /** Gross gaming revenue, the house's view: bets minus payouts. */
  ggr_fen: number;
  bonus_fen: number;
  bonus: BonusBreakdown;
  /** Operators' manual debits (not a bonus; shown beside them). */
  manual_debit_fen: number;
  new_players: number;
  first_depositors: number;
  active_players: number;
}

export interface DayFigures extends Figures {
  date: string;
}

export interface PlatformFigures {
  platform: string;
  name: string;
  bet_count: number;
  bet_fen: number;
  valid_bet_fen: number;
  payout_fen: number;
  ggr_fen: number;
}

export interface DayRange {
  fromDay: number;
  toDay: number;
}

const emptyFigures = (): Figures => ({
  deposit_fen: 0,
  deposit_count: 0,
  depositors: 0,
  withdrawal_fen: 0,
  withdrawal_count: 0,
  withdrawers: 0,
  bet_count: 0,
  bet_fen: 0,
  valid_bet_fen: 0,
  payout_fen: 0,
  ggr_fen: 0,
  bonus_fen: 0,
  bonus: { activity: 0, vip: 0, rebate: 0, red_packet: 0, manual_credit: 0 },
  manual_debit_fen: 0,
  new_players: 0,
  first_depositors: 0,
  active_players: 0,
});

/** Which bonus a journal is, or null when it is no bonus. */
function bonusKind(reason: string, refType: string): keyof BonusBreakdown | null {
  switch (reason) {
    case 'bonus':
      return refType === 'vip' ? 'vip' : 'activity';
    case 'rebate':
      return 'rebate';
    case 'red_packet':
      return 'red_packet';
    case 'adjustment_credit':
      return 'manual_credit';
    default:
      return null;
  }
}

function addBets(f: Figures, b: BetDayRow): void {
  f.bet_count += b.bet_count;
  f.bet_fen += b.bet_fen;
  f.valid_bet_fen += b.valid_bet_fen;
  f.payout_fen += b.bet_fen + b.win_loss_fen;
  f.ggr_fen -= b.win_loss_fen;
}

function addLedger(f: Figures, j: LedgerDayRow): void {
  if (j.reason === 'deposit') {
    f.deposit_fen += j.fen;
    f.deposit_count += j.n;
    f.depositors += j.users;
  } else if (j.reason === 'withdrawal_paid') {
    f.withdrawal_fen += j.fen;
    f.withdrawal_count += j.n;
    f.withdrawers += j.users;
  } else if (j.reason === 'adjustment_debit') {
    f.manual_debit_fen += j.fen;
  } else {
    const kind = bonusKind(j.reason, j.ref_type);
    if (kind) {
      f.bonus[kind] += j.fen;
      f.bonus_fen += j.fen;
    }
  }
}

function addFigures(into: Figures, f: Figures): void {
  for (const key of Object.keys(into) as Array<keyof Figures>) {
    if (key === 'bonus') {
      for (const kind of Object.keys(into.bonus) as Array<keyof BonusBreakdown>) into.bonus[kind] += f.bonus[kind];
    } else {
      into[key] += f[key];
    }
  }
}

/**
 * The reports dashboard: deposits credited, withdrawals paid, settled bets, payouts, GGR,
 * bonuses, new, first-depositing and active players, per Beijing day, per platform and in total.
 * Everything comes from the ledger (what money actually moved) and the bet rollup kept in the
 * transaction that records bets, never from order tables whose states may still change.
 */
export function createReportsService(deps: { db: Kysely<DB>; clock: Clock }) {
  const repo = createReportsRepository(deps.db);
  const startMs = (day: number) => day * DAY_MS - BEIJING_OFFSET_MS;

  /** Per-day figures for every day of the range (empty days included), and the rollup rows. */
  async function perDay(range: DayRange): Promise<{ days: DayFigures[]; bets: BetDayRow[] }> {
    const fromMs = startMs(range.fromDay);
    const toMs = startMs(range.toDay + 1);
    const [bets, bettors, ledger, firsts, registrations] = await Promise.all([
      repo.betDays(range.fromDay, range.toDay),
      repo.bettorsPerDay(range.fromDay, range.toDay),
      repo.ledgerDays(fromMs, toMs),
      repo.firstDepositsPerDay(fromMs, toMs),
      repo.newPlayersPerDay(fromMs, toMs),
    ]);
    const byDay = new Map<number, DayFigures>();
    for (let day = range.fromDay; day <= range.toDay; day++) byDay.set(day, { date: dayNumberToDate(day), ...emptyFigures() });
    const at = (day: number) => byDay.get(day);
    for (const b of bets) {
      const f = at(b.day);
      if (f) addBets(f, b);
    }
    for (const j of ledger) {
      const f = at(j.day);
      if (f) addLedger(f, j);
    }
    const count = (rows: DayCount[], key: 'active_players' | 'first_depositors' | 'new_players') => {
      for (const r of rows) {
        const f = at(r.day);
        if (f) f[key] += r.n;
      }
    };
    count(bettors, 'active_players');
    count(firsts, 'first_depositors');
    count(registrations, 'new_players');
    return { days: [...byDay.values()], bets };
  }

  /** The range's totals: sums of the days, with players who came back on several days counted once. */
  async function totals(range: DayRange, days: DayFigures[]): Promise<Figures> {
    const sum = emptyFigures();
    for (const d of days) addFigures(sum, d);
    if (range.fromDay === range.toDay) return sum;
    const fromMs = startMs(range.fromDay);
    const toMs = startMs(range.toDay + 1);
    [sum.depositors, sum.withdrawers, sum.active_players] = await Promise.all([
      repo.players('deposit', fromMs, toMs),
      repo.players('withdrawal_paid', fromMs, toMs),
      repo.bettors(range.fromDay, range.toDay),
    ]);
    return sum;
  }

  async function perPlatform(bets: BetDayRow[]): Promise<PlatformFigures[]> {
    const names = await repo.platformNames();
    const byPlatform = new Map<string, PlatformFigures>();
    for (const b of bets) {
      const p = byPlatform.get(b.platform) ?? { platform: b.platform, name: names.get(b.platform) ?? b.platform, bet_count: 0, bet_fen: 0, valid_bet_fen: 0, payout_fen: 0, ggr_fen: 0 };
      p.bet_count += b.bet_count;
      p.bet_fen += b.bet_fen;
      p.valid_bet_fen += b.valid_bet_fen;
      p.payout_fen += b.bet_fen + b.win_loss_fen;
      p.ggr_fen -= b.win_loss_fen;
      byPlatform.set(b.platform, p);
    }
    return [...byPlatform.values()].sort((a, b) => b.valid_bet_fen - a.valid_bet_fen || a.platform.localeCompare(b.platform));
  }

  const today = () => beijingDayNumber(deps.clock.now().getTime());

  return {
    /** The requested Beijing days, checked: in order and at most a year; the last week by default. */
    range(q: { from?: string; to?: string }): DayRange {
      const toDay = q.to ? beijingDayNumber(beijingDayStart(q.to)) : today();
      const fromDay = q.from ? beijingDayNumber(beijingDayStart(q.from)) : toDay - (DEFAULT_DAYS - 1);
      if (fromDay > toDay) throw new AppError(REPORT_MSG.order);
      if (toDay - fromDay + 1 > MAX_RANGE_DAYS) throw new AppError(REPORT_MSG.tooLong);
      return { fromDay, toDay };
    },

    /** Today's totals, the range's totals, the range day by day (oldest first) and per platform. */
    async dashboard(range: DayRange) {
      const t = today();
      // Today inside the range is one of its days already: no second round of queries.
      const inRange = t >= range.fromDay && t <= range.toDay;
      const [current, outside] = await Promise.all([perDay(range), inRange ? null : perDay({ fromDay: t, toDay: t })]);
      const [summary, platforms] = await Promise.all([totals(range, current.days), perPlatform(current.bets)]);
      const todays = inRange ? current.days[t - range.fromDay]! : outside!.days[0]!;
      return {
        from: dayNumberToDate(range.fromDay),
        to: dayNumberToDate(range.toDay),
        today: todays,
        summary,
        daily: current.days,
        platforms,
      };
    },

    /** The range day by day, newest first, one page of it. */
    async daily(range: DayRange, page: number, perPage: number): Promise<{ total: number; data: DayFigures[] }> {
      const days = (await perDay(range)).days.reverse();
      return { total: days.length, data: days.slice((page - 1) * perPage, page * perPage) };
    },

    /** The range per platform, most valid bets first, one page of it. */
    async platforms(range: DayRange, page: number, perPage: number): Promise<{ total: number; data: PlatformFigures[] }> {
      const rows = await perPlatform(await repo.betDays(range.fromDay, range.toDay));
      return { total: rows.length, data: rows.slice((page - 1) * perPage, page * perPage) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
