import type { DepositRow, ListPage, PendingDepositFilter } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { depositsKey } from './keys';

export type { DepositRow, PendingDepositFilter } from '@app/shared/admin-contract';

export const pendingDepositsKey = [...depositsKey, 'pending'] as const;

/** Newest first; `paytype` narrows to one channel (bank transfers are reviewed by hand). */
export function getPendingDeposits(filter: PendingDepositFilter, page: number, perPage: number) {
  return api.get<ListPage<DepositRow>>('/admin/api/deposits/pending', { ...filter, page, per_page: perPage });
}
