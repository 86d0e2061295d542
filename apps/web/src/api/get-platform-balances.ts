import { useQuery } from '@tanstack/react-query';
import { TRANSFER_POLL_MS, type PlatformBalance } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY } from '../lib/session';

export const platformBalancesKey = [ME_KEY, 'platformBalances'] as const;

export async function fetchPlatformBalances(): Promise<PlatformBalance[]> {
  return unwrap(await api.post<PlatformBalance[]>('/api/balancelist2')) ?? [];
}

/**
 * The transfer-mode platforms with the player's balance on each, polled every 1.5 s while shown
 * (spec 001 §4).
 */
export function usePlatformBalances() {
  return useQuery({
    queryKey: platformBalancesKey,
    queryFn: fetchPlatformBalances,
    staleTime: 0,
    refetchInterval: TRANSFER_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
