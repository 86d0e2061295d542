import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { VipLevel } from './get-vip-levels';
import { catalogueKeys } from './keys';

export type VipLevelInput = Omit<VipLevel, 'level' | 'players'>;

export function putVipLevel({ level, body }: { level: number; body: VipLevelInput }) {
  return api.put<VipLevel>(`/admin/api/vip-levels/${level}`, body);
}

/** Replaces one level; the server checks that thresholds still rise with the level. */
export function useUpdateVipLevel() {
  return useMutation({
    mutationFn: putVipLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.vipLevels }),
  });
}
