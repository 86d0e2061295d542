import { useQuery } from '@tanstack/react-query';
import type { RedpacketConfig } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type { RedpacketConfig, RedpacketTier } from '@app/shared/admin-contract';

export function useRedpacketConfig() {
  return useQuery({
    queryKey: catalogueKeys.redpacket,
    queryFn: () => api.get<RedpacketConfig>('/admin/api/redpacket'),
  });
}
