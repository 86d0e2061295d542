import { useMutation } from '@tanstack/react-query';
import type { ForcedLogout } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { playersKey } from './keys';

export function postForceLogout(id: number) {
  return api.post<ForcedLogout>(`/admin/api/players/${id}/logout`);
}

/** Ends every session of the player; any device must sign in again. */
export function useForceLogout() {
  return useMutation({
    mutationFn: postForceLogout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersKey }),
  });
}
