import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import type { DepositRow } from './get-pending-deposits';
import { depositsKey } from './keys';

export interface DepositHistoryFilter {
  /** 2 credited, 3 refused; both when absent. */
  state?: 2 | 3;
  paytype?: string;
  username?: string;
  /** Beijing days (YYYY-MM-DD) of the last change. */
  from?: string;
  to?: string;
}

export const depositHistoryKey = [...depositsKey, 'history'] as const;

export function getDepositHistory(filter: DepositHistoryFilter, page: number, perPage: number) {
  return api.get<ListPage<DepositRow>>('/admin/api/deposits/history', { ...filter, page, per_page: perPage });
}
