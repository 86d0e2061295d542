import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import type { WithdrawalRow } from './get-pending-withdrawals';
import { withdrawalsKey } from './keys';

export interface WithdrawalHistoryFilter {
  /** 2 paid out, 3 refused and refunded; both when absent. */
  state?: 2 | 3;
  username?: string;
  from?: string;
  to?: string;
}

export const withdrawalHistoryKey = [...withdrawalsKey, 'history'] as const;

export function getWithdrawalHistory(filter: WithdrawalHistoryFilter, page: number, perPage: number) {
  return api.get<ListPage<WithdrawalRow>>('/admin/api/withdrawals/history', {
    ...filter,
    page,
    per_page: perPage,
  });
}
