import { useMutation } from '@tanstack/react-query';
import type { RedpacketConfigInput } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

/** Replaces the campaign's switch, windows, turnover multiple and tiers together. */
export function useSaveRedpacket() {
  return useMutation({
    mutationFn: (body: RedpacketConfigInput) => api.put<null>('/admin/api/redpacket', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.redpacket }),
  });
}
