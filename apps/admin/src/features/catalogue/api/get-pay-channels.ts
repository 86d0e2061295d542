import type { ListPage, PayChannel } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { PayChannel } from '@app/shared/admin-contract';

export function getPayChannels(page: number, perPage: number) {
  return api.get<ListPage<PayChannel>>('/admin/api/pay-channels', { page, per_page: perPage });
}
