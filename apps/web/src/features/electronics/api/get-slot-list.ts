import { useQuery } from '@tanstack/react-query';
import type { SlotListItem } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchSlotList(gamecode: string): Promise<SlotListItem[]> {
  return unwrap(await api.post<SlotListItem[]>('/api/gamelistBycode', { gamecode })) ?? [];
}

/** One provider's slot list, fetched once and kept while /electronics stays open (spec 000 §2). */
export function useSlotList(gamecode: string) {
  return useQuery({
    queryKey: ['games', 'slots', gamecode],
    queryFn: () => fetchSlotList(gamecode),
    staleTime: Infinity,
  });
}
