import { useMutation } from '@tanstack/react-query';
import type { PlayerBlacklistChange, PlayerStatusChange } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { playersKey } from './keys';

const refresh = () => queryClient.invalidateQueries({ queryKey: playersKey });

export function postBlacklist(id: number, isblack: 0 | 1, reason: string) {
  const body: PlayerBlacklistChange = { isblack, reason };
  return api.post<null>(`/admin/api/players/${id}/blacklist`, body);
}

export function postStatus(id: number, status: 0 | 1, reason: string) {
  const body: PlayerStatusChange = { status, reason };
  return api.post<null>(`/admin/api/players/${id}/status`, body);
}

/** Blacklisting ends the player's sessions and refuses login, games and withdrawals. */
export function useSetBlacklist() {
  return useMutation({
    mutationFn: ({ id, isblack, reason }: { id: number; isblack: 0 | 1; reason: string }) =>
      postBlacklist(id, isblack, reason),
    onSettled: refresh,
  });
}

/** Disabling ends the player's sessions and refuses login. */
export function useSetStatus() {
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: 0 | 1; reason: string }) =>
      postStatus(id, status, reason),
    onSettled: refresh,
  });
}
