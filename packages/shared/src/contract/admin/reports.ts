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

/**
 * The kinds of bonus the 优惠 figure counts, each named once: the card's breakdown, its tooltip and
 * the CSV's columns list exactly these, so the total is always the sum of the lines shown.
 */
export const BONUS_KINDS = [
  { key: 'activity', label: '活动彩金', short: '活动' },
  { key: 'vip', label: 'VIP晋级彩金', short: 'VIP' },
  { key: 'rebate', label: '返水', short: '返水' },
  { key: 'red_packet', label: '红包', short: '红包' },
  { key: 'manual_credit', label: '人工加款', short: '人工加款' },
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number]['key'];

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
  /** The sum of `bonus_detail`. */
  bonus: string;
  bonus_detail: Record<BonusKind, string>;
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
