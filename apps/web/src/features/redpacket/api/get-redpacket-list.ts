import { useQuery } from '@tanstack/react-query';
import type { Paged, RedpacketRecord } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

/** Spec 001 §9: the welfare list pages by ten. */
export const REDPACKET_PAGE_SIZE = 10;

export const redpacketListKey = [ME_KEY, 'redpacketList'] as const;

export async function fetchRedpacketList(page: number): Promise<Paged<RedpacketRecord>> {
  return unwrap(await api.post<Paged<RedpacketRecord>>('/api/redpacket', { page }));
}

/** One page of the player's red packets, newest first, with the deposit that earned each. */
export function useRedpacketList(page: number) {
  const queryKey = [...redpacketListKey, { page }];
  return useQuery({
    queryKey,
    queryFn: () => fetchRedpacketList(page),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
