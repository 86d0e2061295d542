import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { beijingDayNumber, dayNumberToDate } from '@app/shared';
import { beijingDayStart, type Clock } from '../../lib/clock.js';
import { catalogue } from '../games/games.public.js';
import { createLedgerDays } from './ledger-days.js';
import { createRangeFigures } from './range-figures.js';
import { platformFigures, type DayFigures, type DayRange, type PlatformFigures } from './report-figures.js';
import { createReportsRepository, type BetDayRow } from './reports.repository.js';

/** The longest range one request may ask for: a year of days, leap years included. */
export const MAX_RANGE_DAYS = 366;
/** Without a `from`, the dashboard shows the last seven days up to `to` (today by default). */
const DEFAULT_DAYS = 7;

export const REPORT_MSG = {
  order: '开始日期不能晚于结束日期',
  tooLong: `查询范围最长 ${MAX_RANGE_DAYS} 天，请缩小日期范围`,
} as const;

/**
 * The reports dashboard: deposits credited, withdrawals paid, settled bets, payouts, GGR,
 * bonuses, new, first-depositing and active players, per Beijing day, per platform and in total.
 * Everything comes from the ledger (what money actually moved) and the bet rollup kept in the
 * transaction that records bets, never from order tables whose states may still change.
 *
 * The figures are worked out in report-figures.ts, a range's days and totals in range-figures.ts,
 * and the ledger side of closed days is read once and kept by ledger-days.ts.
 */
export function createReportsService(deps: { db: Kysely<DB>; clock: Clock }) {
  const repo = createReportsRepository(deps.db);
  const ranges = createRangeFigures(repo, deps.clock, createLedgerDays(repo, deps.clock));
  const { today } = ranges;

  async function perPlatform(bets: BetDayRow[]): Promise<PlatformFigures[]> {
    return platformFigures(bets, await catalogue.platformNames(deps.db));
  }

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
        ranges.perDay(range),
        inRange ? null : ranges.perDay({ fromDay: t, toDay: t }),
      ]);
      const [summary, platforms] = await Promise.all([
        ranges.totals(range, current),
        perPlatform(current.bets),
      ]);
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
      const days = (await ranges.perDay(range)).days.reverse();
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
