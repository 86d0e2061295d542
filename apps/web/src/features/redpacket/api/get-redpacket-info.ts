import { useQuery } from '@tanstack/react-query';
import type { RedpacketInfo } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY, useToken } from '../../../lib/session';

export const redpacketInfoKey = [ME_KEY, 'redpacketInfo'] as const;

/** A press decides on figures at most this old; older ones are fetched again first. */
export const INFO_FRESH_MS = 10_000;

export async function fetchRedpacketInfo(): Promise<RedpacketInfo> {
  return unwrap(await api.get<RedpacketInfo>('/api/userredpacket'));
}

/** Today's draws (remaining, taken, granted), the campaign state and the tiers. */
export function useRedpacketInfo() {
  const token = useToken();
  return useQuery({
    queryKey: redpacketInfoKey,
    queryFn: fetchRedpacketInfo,
    enabled: token !== null,
    staleTime: INFO_FRESH_MS,
  });
}
