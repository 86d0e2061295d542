import { useQuery } from '@tanstack/react-query';
import type { BetRecord, BetRecordFilter, Paged } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

export async function fetchBetRecord(query: BetRecordFilter): Promise<Paged<BetRecord>> {
  return unwrap(await api.post<Paged<BetRecord>>('/api/betrecord', query));
}

/** One page of bet records; the previous page stays on screen while the next loads. */
export function useBetRecord(query: BetRecordFilter) {
  const queryKey = [ME_KEY, 'betRecord', query];
  return useQuery({
    queryKey,
    queryFn: () => fetchBetRecord(query),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
