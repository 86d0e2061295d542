import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export interface PayBank {
  id: number;
  bank_name: string;
  /** Masked in lists ("6212 **** **** 5432"); in full from getPayBank. */
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: 0 | 1;
  created_at: string;
}

export function getPayBanks(page: number, perPage: number, state?: 0 | 1) {
  return api.get<ListPage<PayBank>>('/admin/api/pay-banks', { page, per_page: perPage, state });
}
