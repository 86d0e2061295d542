import { useMutation } from '@tanstack/react-query';
import type { PayChannel, PayChannelPatch } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

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
