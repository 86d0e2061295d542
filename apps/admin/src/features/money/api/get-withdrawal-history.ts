import type { ListPage, WithdrawalHistoryFilter, WithdrawalRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { withdrawalsKey } from './keys';

export type { WithdrawalHistoryFilter } from '@app/shared/admin-contract';

export const withdrawalHistoryKey = [...withdrawalsKey, 'history'] as const;

/** Paid out (2) or refused and refunded (3), both without `state`. */
export function getWithdrawalHistory(filter: WithdrawalHistoryFilter, page: number, perPage: number) {
  return api.get<ListPage<WithdrawalRow>>('/admin/api/withdrawals/history', {
    ...filter,
    page,
    per_page: perPage,
  });
}
