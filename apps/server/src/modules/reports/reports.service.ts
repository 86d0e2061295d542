import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { beijingDayNumber, dayNumberStart, dayNumberToDate } from '@app/shared';
import { beijingDayStart, type Clock } from '../../lib/clock.js';
import { createReportsRepository, type BetDayRow, type LedgerDayRow } from './reports.repository.js';

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
    case REASON.bonus:
      return refType === 'vip' ? 'vip' : 'activity';
    case REASON.rebate:
      return 'rebate';
    case REASON.redPacket:
      return 'red_packet';
    case REASON.adjustmentCredit:
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
  if (j.reason === REASON.deposit) {
    f.deposit_fen += j.fen;
    f.deposit_count += j.n;
  } else if (j.reason === REASON.withdrawalPaid) {
    f.withdrawal_fen += j.fen;
    f.withdrawal_count += j.n;
  } else if (j.reason === REASON.adjustmentDebit) {
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
      for (const kind of Object.keys(into.bonus) as Array<keyof BonusBreakdown>)
        into.bonus[kind] += f.bonus[kind];
    } else {
      into[key] += f[key];
    }
  }
}

/** What the ledger and the players table say about one day. */
interface LedgerDay {
  sums: LedgerDayRow[];
  depositors: number[];
  withdrawers: number[];
  firstDepositors: number;
  newPlayers: number;
}

/**
 * A Beijing day is closed this long after its midnight: journals carry the time they were posted
 * and are never changed, so from then on its ledger figures are final. The margin covers a
 * transaction that took its timestamp before midnight and committed just after.
 */
const CLOSE_AFTER_MS = 10 * 60_000;
/** Closed days remembered per process (a few kilobytes each). */
const MAX_CACHED_DAYS = 1000;
/** Active players of a range in the past, counted by scanning its days, are reused this long. */
const PAST_RANGE_TTL_MS = 60_000;

/**
 * The reports dashboard: deposits credited, withdrawals paid, settled bets, payouts, GGR,
 * bonuses, new, first-depositing and active players, per Beijing day, per platform and in total.
 * Everything comes from the ledger (what money actually moved) and the bet rollup kept in the
 * transaction that records bets, never from order tables whose states may still change.
 *
 * Bets are read from their rollup on every call (late bet records still change past days). The
 * ledger side of a closed day is read once and kept: the journals of a past range are summed
 * once, after which a call reads only the days still open (today).
 */
export function createReportsService(deps: { db: Kysely<DB>; clock: Clock }) {
  const repo = createReportsRepository(deps.db);
  const closedDays = new Map<number, LedgerDay>();
  const loading = new Map<string, Promise<Map<number, LedgerDay>>>();
  /** Depositors and withdrawers of a run of closed days, merged once. */
  const closedPlayers = new Map<string, { depositors: Set<number>; withdrawers: Set<number> }>();
  const pastBettors = new Map<string, { at: number; n: number }>();

  /** The ledger side of every day from `fromDay` to `toDay`, read from the database. */
  async function readLedgerDays(fromDay: number, toDay: number): Promise<Map<number, LedgerDay>> {
    const fromMs = dayNumberStart(fromDay);
    const toMs = dayNumberStart(toDay + 1);
    const [sums, players, firsts, registrations] = await Promise.all([
      repo.ledgerDays(fromMs, toMs),
      repo.dayPlayers(fromMs, toMs),
      repo.firstDepositsPerDay(fromMs, toMs),
      repo.newPlayersPerDay(fromMs, toMs),
    ]);
    const days = new Map<number, LedgerDay>();
    for (let day = fromDay; day <= toDay; day++)
      days.set(day, { sums: [], depositors: [], withdrawers: [], firstDepositors: 0, newPlayers: 0 });
    for (const row of sums) days.get(row.day)?.sums.push(row);
    for (const p of players) {
      const day = days.get(p.day);
      if (day) (p.reason === REASON.deposit ? day.depositors : day.withdrawers).push(p.user_id);
    }
    for (const r of firsts) {
      const day = days.get(r.day);
      if (day) day.firstDepositors += r.n;
    }
    for (const r of registrations) {
      const day = days.get(r.day);
      if (day) day.newPlayers += r.n;
    }
    return days;
  }

  /** Concurrent callers asking for the same closed days share one read. */
  function readClosedDays(fromDay: number, toDay: number): Promise<Map<number, LedgerDay>> {
    const key = `${fromDay}:${toDay}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = readLedgerDays(fromDay, toDay)
        .then((days) => {
          if (closedDays.size + days.size > MAX_CACHED_DAYS) closedDays.clear();
          for (const [day, figures] of days) closedDays.set(day, figures);
          return days;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  /** Days before this one are closed. */
  const firstOpenDay = () => beijingDayNumber(deps.clock.now().getTime() - CLOSE_AFTER_MS);

  /** The ledger side of each day of the range: closed days from memory (read once), open days fresh. */
  async function ledgerFor(range: DayRange, firstOpen: number): Promise<Map<number, LedgerDay>> {
    const lastClosed = Math.min(range.toDay, firstOpen - 1);
    const days = new Map<number, LedgerDay>();
    const missing: number[] = [];
    for (let day = range.fromDay; day <= lastClosed; day++) {
      const known = closedDays.get(day);
      if (known) days.set(day, known);
      else missing.push(day);
    }
    const openFrom = Math.max(range.fromDay, firstOpen);
    const [loaded, open] = await Promise.all([
      missing.length ? readClosedDays(missing[0]!, missing[missing.length - 1]!) : null,
      openFrom <= range.toDay ? readLedgerDays(openFrom, range.toDay) : null,
    ]);
    for (const day of missing) days.set(day, loaded!.get(day)!);
    for (const [day, figures] of open ?? []) days.set(day, figures);
    return days;
  }

  interface RangeFigures {
    days: DayFigures[];
    bets: BetDayRow[];
    /** Distinct players over the whole range. */
    depositors: number;
    withdrawers: number;
  }

  /** The players of the closed days of a range, as sets (shared by every call over the same days). */
  function closedSets(fromDay: number, lastClosed: number, ledger: Map<number, LedgerDay>) {
    const key = `${fromDay}:${lastClosed}`;
    let sets = closedPlayers.get(key);
    if (!sets) {
      sets = { depositors: new Set(), withdrawers: new Set() };
      for (let day = fromDay; day <= lastClosed; day++) {
        for (const id of ledger.get(day)!.depositors) sets.depositors.add(id);
        for (const id of ledger.get(day)!.withdrawers) sets.withdrawers.add(id);
      }
      if (closedPlayers.size >= 20) closedPlayers.clear();
      closedPlayers.set(key, sets);
    }
    return sets;
  }

  /** Per-day figures for every day of the range (empty days included), and what the totals need. */
  async function perDay(range: DayRange): Promise<RangeFigures> {
    const firstOpen = firstOpenDay();
    const [bets, bettors, ledger] = await Promise.all([
      repo.betDays(range.fromDay, range.toDay),
      repo.bettorsPerDay(range.fromDay, range.toDay),
      ledgerFor(range, firstOpen),
    ]);
    const byDay = new Map<number, DayFigures>();
    for (let day = range.fromDay; day <= range.toDay; day++) {
      const f: DayFigures = { date: dayNumberToDate(day), ...emptyFigures() };
      const l = ledger.get(day)!;
      for (const row of l.sums) addLedger(f, row);
      f.depositors = l.depositors.length;
      f.withdrawers = l.withdrawers.length;
      f.first_depositors = l.firstDepositors;
      f.new_players = l.newPlayers;
      byDay.set(day, f);
    }
    for (const b of bets) {
      const f = byDay.get(b.day);
      if (f) addBets(f, b);
    }
    for (const r of bettors) {
      const f = byDay.get(r.day);
      if (f) f.active_players += r.n;
    }
    // Closed days' players are merged once; a call adds only the open days' (today's) newcomers.
    const lastClosed = Math.min(range.toDay, firstOpen - 1);
    const closed = lastClosed >= range.fromDay ? closedSets(range.fromDay, lastClosed, ledger) : null;
    const union = (closedIds: Set<number> | undefined, pick: (day: LedgerDay) => number[]) => {
      const added = new Set<number>();
      for (let day = Math.max(range.fromDay, lastClosed + 1); day <= range.toDay; day++)
        for (const id of pick(ledger.get(day)!)) if (!closedIds?.has(id)) added.add(id);
      return (closedIds?.size ?? 0) + added.size;
    };
    const depositors = union(closed?.depositors, (d) => d.depositors);
    const withdrawers = union(closed?.withdrawers, (d) => d.withdrawers);
    return { days: [...byDay.values()], bets, depositors, withdrawers };
  }

  /** Players with a bet in the range, each once: from their last day when the range ends today. */
  async function activePlayers(range: DayRange): Promise<number> {
    if (range.toDay >= today()) return repo.bettorsSince(range.fromDay);
    const key = `${range.fromDay}:${range.toDay}`;
    const now = deps.clock.now().getTime();
    const hit = pastBettors.get(key);
    if (hit && now - hit.at < PAST_RANGE_TTL_MS) return hit.n;
    const n = await repo.bettors(range.fromDay, range.toDay);
    if (pastBettors.size >= 100) pastBettors.clear();
    pastBettors.set(key, { at: now, n });
    return n;
  }

  /** The range's totals: sums of the days, with players who came back on several days counted once. */
  async function totals(range: DayRange, figures: RangeFigures): Promise<Figures> {
    const sum = emptyFigures();
    for (const d of figures.days) addFigures(sum, d);
    sum.depositors = figures.depositors;
    sum.withdrawers = figures.withdrawers;
    if (range.fromDay !== range.toDay) sum.active_players = await activePlayers(range);
    return sum;
  }

  async function perPlatform(bets: BetDayRow[]): Promise<PlatformFigures[]> {
    const names = await repo.platformNames();
    const byPlatform = new Map<string, PlatformFigures>();
    for (const b of bets) {
      const p = byPlatform.get(b.platform) ?? {
        platform: b.platform,
        name: names.get(b.platform) ?? b.platform,
        bet_count: 0,
        bet_fen: 0,
        valid_bet_fen: 0,
        payout_fen: 0,
        ggr_fen: 0,
      };
      p.bet_count += b.bet_count;
      p.bet_fen += b.bet_fen;
      p.valid_bet_fen += b.valid_bet_fen;
      p.payout_fen += b.bet_fen + b.win_loss_fen;
      p.ggr_fen -= b.win_loss_fen;
      byPlatform.set(b.platform, p);
    }
    return [...byPlatform.values()].sort(
      (a, b) => b.valid_bet_fen - a.valid_bet_fen || a.platform.localeCompare(b.platform),
    );
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
      const [current, outside] = await Promise.all([
        perDay(range),
        inRange ? null : perDay({ fromDay: t, toDay: t }),
      ]);
      const [summary, platforms] = await Promise.all([totals(range, current), perPlatform(current.bets)]);
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
    async daily(
      range: DayRange,
      page: number,
      perPage: number,
    ): Promise<{ total: number; data: DayFigures[] }> {
      const days = (await perDay(range)).days.reverse();
      return { total: days.length, data: days.slice((page - 1) * perPage, page * perPage) };
    },

    /** The range per platform, most valid bets first, one page of it. */
    async platforms(
      range: DayRange,
      page: number,
      perPage: number,
    ): Promise<{ total: number; data: PlatformFigures[] }> {
      const rows = await perPlatform(await repo.betDays(range.fromDay, range.toDay));
      return { total: rows.length, data: rows.slice((page - 1) * perPage, page * perPage) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
