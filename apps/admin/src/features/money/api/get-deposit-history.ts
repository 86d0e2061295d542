import type { DepositHistoryFilter, DepositRow, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { depositsKey } from './keys';

export type { DepositHistoryFilter } from '@app/shared/admin-contract';

export const depositHistoryKey = [...depositsKey, 'history'] as const;

/** Credited (2) or refused (3) orders, both without `state`; the days are of the last change. */
export function getDepositHistory(filter: DepositHistoryFilter, page: number, perPage: number) {
  return api.get<ListPage<DepositRow>>('/admin/api/deposits/history', { ...filter, page, per_page: perPage });
}
