import type { ListPage, RisingFilter, RisingRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { RisingFilter, RisingRow } from '@app/shared/admin-contract';

export const risingKey = ['admin', 'protection', 'rising'] as const;

export function getRisingDeposits(filter: RisingFilter, page: number, perPage: number) {
  return api.get<ListPage<RisingRow>>('/admin/api/protection/rising-deposits', {
    ...filter,
    page,
    per_page: perPage,
  });
}
