import { useMutation } from '@tanstack/react-query';
import type { VipLevelInput, VipLevelSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

export function putVipLevel({ level, body }: { level: number; body: VipLevelInput }) {
  return api.put<VipLevelSettings>(`/admin/api/vip-levels/${level}`, body);
}

/** Replaces one level; the server checks that thresholds still rise with the level. */
export function useUpdateVipLevel() {
  return useMutation({
    mutationFn: putVipLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.vipLevels }),
  });
}
