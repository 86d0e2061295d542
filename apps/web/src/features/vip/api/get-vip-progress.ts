import { useQuery } from '@tanstack/react-query';
import type { VipProgress } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY, useToken } from '../../../lib/session';

export async function fetchVipProgress(): Promise<VipProgress> {
  return unwrap(await api.post<VipProgress>('/api/vipProgress'));
}

/** The player's level and running totals (valid bets, deposits); read afresh on each visit. */
export function useVipProgress() {
  const token = useToken();
  return useQuery({
    queryKey: [ME_KEY, 'vipProgress'],
    queryFn: fetchVipProgress,
    enabled: token !== null,
    staleTime: 0,
  });
}
