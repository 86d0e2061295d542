import { useQuery } from '@tanstack/react-query';
import type { Paged, TransactionRecord } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

export interface TransRecordQuery {
  /** 1 deposit, 2 withdraw, 3 transfer in, 4 transfer out. */
  type: number;
  /** 1 today, 2 within a week, 3 within half a month, 4 within a month. */
  date: number;
  page: number;
  /** A game platform's code; empty for all platforms. */
  api_type: string;
}

export async function fetchTransRecord(query: TransRecordQuery): Promise<Paged<TransactionRecord>> {
  return unwrap(await api.post<Paged<TransactionRecord>>('/api/gettransrecord', query));
}

/** One page of transaction records; the previous page stays on screen while the next loads. */
export function useTransRecord(query: TransRecordQuery) {
  const queryKey = [ME_KEY, 'transRecord', query];
  return useQuery({
    queryKey,
    queryFn: () => fetchTransRecord(query),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
