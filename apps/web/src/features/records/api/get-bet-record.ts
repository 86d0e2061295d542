import { useQuery } from '@tanstack/react-query';
import type { BetRecord, Paged } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

export interface BetRecordQuery {
  /** 1 today, 2 within a week, 3 within half a month, 4 within a month. */
  date: number;
  page: number;
  /** A game platform's code; empty for all platforms. */
  api_type: string;
}

export async function fetchBetRecord(query: BetRecordQuery): Promise<Paged<BetRecord>> {
  return unwrap(await api.post<Paged<BetRecord>>('/api/betrecord', query));
}

/** One page of bet records; the previous page stays on screen while the next loads. */
export function useBetRecord(query: BetRecordQuery) {
  const queryKey = [ME_KEY, 'betRecord', query];
  return useQuery({
    queryKey,
    queryFn: () => fetchBetRecord(query),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
