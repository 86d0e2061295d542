import type { ListPage, PendingWithdrawalFilter, WithdrawalRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { withdrawalsKey } from './keys';

export type { WithdrawalRow } from '@app/shared/admin-contract';

export const pendingWithdrawalsKey = [...withdrawalsKey, 'pending'] as const;

export function getPendingWithdrawals(filter: PendingWithdrawalFilter, page: number, perPage: number) {
  return api.get<ListPage<WithdrawalRow>>('/admin/api/withdrawals/pending', {
    ...filter,
    page,
    per_page: perPage,
  });
}
