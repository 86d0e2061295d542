import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Money as yuan strings ("1234.50"), counts as numbers, as the server sends them. */
export interface ReportFigures {
  deposit: string;
  deposit_count: number;
  depositors: number;
  withdrawal: string;
  withdrawal_count: number;
  withdrawers: number;
  net_deposit: string;
  bet_count: number;
  bet: string;
  valid_bet: string;
  payout: string;
  ggr: string;
  bonus: string;
  bonus_detail: { activity: string; vip: string; rebate: string; red_packet: string; manual_credit: string };
  manual_debit: string;
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
  /** Percent with two decimals, '' without bets. */
  ggr_rate: string;
}

export interface Dashboard {
  from: string;
  to: string;
  today: DayReport;
  summary: ReportFigures;
  daily: DayReport[];
  platforms: PlatformReport[];
}

/** Inclusive Beijing days, "YYYY-MM-DD". */
export interface ReportRange {
  from: string;
  to: string;
}

export const reportsKey = ['admin', 'reports'] as const;

export function getDashboard(range: ReportRange) {
  return api.get<Dashboard>('/admin/api/reports/dashboard', { ...range });
}

/** Today and the range; refreshed every minute while the screen is open. */
export function useDashboard(range: ReportRange) {
  return useQuery({
    queryKey: [...reportsKey, 'dashboard', range],
    queryFn: () => getDashboard(range),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
