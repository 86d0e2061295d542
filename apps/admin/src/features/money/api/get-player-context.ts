import { useQuery } from '@tanstack/react-query';
import type { PlayerContext } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { playerContextKey } from './keys';

export type { PlayerContext } from '@app/shared/admin-contract';

export function getPlayerContext(userId: number) {
  return api.get<PlayerContext>(`/admin/api/players/${userId}/context`);
}

/** What a reviewer needs beside the order: balance, turnover, recent money and bets, cards. */
export function usePlayerContext(userId: number | null) {
  return useQuery({
    queryKey: [...playerContextKey, userId],
    queryFn: () => getPlayerContext(userId!),
    enabled: userId !== null,
  });
}
