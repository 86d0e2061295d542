import { useQuery } from '@tanstack/react-query';
import type { Paged, TransRecordFilter, TransactionRecord } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

export async function fetchTransRecord(query: TransRecordFilter): Promise<Paged<TransactionRecord>> {
  return unwrap(await api.post<Paged<TransactionRecord>>('/api/gettransrecord', query));
}

/** One page of transaction records; the previous page stays on screen while the next loads. */
export function useTransRecord(query: TransRecordFilter) {
  const queryKey = [ME_KEY, 'transRecord', query];
  return useQuery({
    queryKey,
    queryFn: () => fetchTransRecord(query),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
