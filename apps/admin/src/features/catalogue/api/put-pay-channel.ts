import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { PayChannel } from './get-pay-channels';
import { catalogueKeys } from './keys';

export interface PayChannelPatch {
  enabled?: 0 | 1;
  min?: string;
  max?: string;
  sort?: number;
}

export function putPayChannel({ key, patch }: { key: string; patch: PayChannelPatch }) {
  return api.put<PayChannel>(`/admin/api/pay-channels/${encodeURIComponent(key)}`, patch);
}

/** Switch, range or order of one channel; only the fields given change. */
export function useUpdatePayChannel() {
  return useMutation({
    mutationFn: putPayChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.channels }),
  });
}
