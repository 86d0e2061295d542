import { z } from 'zod';
import { adminPaging, dayRange } from './paging.js';

/**
 * The reports dashboard and its two tables (day by day, per game platform), read-only. Money is
 * yuan strings ("1234.50"), counts are numbers.
 */

/** Inclusive Beijing days; a missing end falls back to the server's default range. */
export const reportRangeQuery = z.strictObject({ ...dayRange });
export const reportPageQuery = z.strictObject({ ...adminPaging, ...dayRange });

/** Both days, as the console always sends them. */
export type ReportRange = Required<z.infer<typeof reportRangeQuery>>;

export interface ReportFigures {
  deposit: string;
  deposit_count: number;
  depositors: number;
  withdrawal: string;
  withdrawal_count: number;
  withdrawers: number;
  /** Deposits minus withdrawals paid. */
  net_deposit: string;
  bet_count: number;
  bet: string;
  valid_bet: string;
  payout: string;
  ggr: string;
  bonus: string;
  bonus_detail: { activity: string; vip: string; rebate: string; red_packet: string; manual_credit: string };
  manual_debit: string;
  /** GGR less bonuses. */
  net_revenue: string;
  new_players: number;
  first_depositors: number;
  active_players: number;
}

export interface DayReport extends ReportFigures {
  date: string;
}

export interface PlatformReport {
  platform: string;
  name: string;
  bet_count: number;
  bet: string;
  valid_bet: string;
  payout: string;
  ggr: string;
  /** GGR as a percentage of bets, two decimals ('' without bets). */
  ggr_rate: string;
}

/** The range as the server read it, today, the range's totals, its days and its platforms. */
export interface Dashboard {
  from: string;
  to: string;
  today: DayReport;
  summary: ReportFigures;
  daily: DayReport[];
  platforms: PlatformReport[];
}
