import type { ListPage, PayBank } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { PayBank } from '@app/shared/admin-contract';

export function getPayBanks(page: number, perPage: number, state?: 0 | 1) {
  return api.get<ListPage<PayBank>>('/admin/api/pay-banks', { page, per_page: perPage, state });
}
