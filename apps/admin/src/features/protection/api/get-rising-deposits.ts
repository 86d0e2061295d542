import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export interface RisingRow {
  user_id: number;
  username: string;
  current: string;
  previous: string;
  current_count: number;
  previous_count: number;
  increase: string;
  /** Current as a percent of the previous period; null for a first-time depositor. */
  ratio_pct: number | null;
  has_limit: boolean;
  excluded: boolean;
}

export interface RisingFilter {
  days: 7 | 30;
  ratio: number;
  /** Yuan: the least the current period must reach. */
  min: string;
}

export const risingKey = ['admin', 'protection', 'rising'] as const;

export function getRisingDeposits(filter: RisingFilter, page: number, perPage: number) {
  return api.get<ListPage<RisingRow>>('/admin/api/protection/rising-deposits', {
    ...filter,
    page,
    per_page: perPage,
  });
}
