import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export interface PayChannel {
  key: string;
  label: string;
  enabled: 0 | 1;
  /** Yuan, two decimals. */
  min: string;
  max: string;
  sort: number;
}

export function getPayChannels(page: number, perPage: number) {
  return api.get<ListPage<PayChannel>>('/admin/api/pay-channels', { page, per_page: perPage });
}
