import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckBody } from '@app/shared';
import { protectionKey } from '../../../api/get-protection';
import { api } from '../../../lib/api-client';
import { realitySessionKey } from './get-reality-session';

export function postRealityCheck(body: RealityCheckBody) {
  return api.post<{ minutes: number }>('/api/protection/reality-check', body);
}

export function useRealityCheckSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRealityCheck,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: protectionKey });
      await queryClient.invalidateQueries({ queryKey: realitySessionKey });
    },
  });
}
