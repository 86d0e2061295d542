import { useQuery } from '@tanstack/react-query';
import type { RebateFilter, RebateList } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

export const rebateListKey = [ME_KEY, 'rebateList'] as const;

/** POST /api/getfanshui; `type` goes empty as the spec's client sends it (001 §7). */
export async function fetchRebateList(query: RebateFilter): Promise<RebateList> {
  return unwrap(await api.post<RebateList>('/api/getfanshui', { ...query, type: '' }));
}

/** One page of rebates with the totals claimed (jisuan) and pending (nojisuan). */
export function useRebateList(query: RebateFilter) {
  const queryKey = [...rebateListKey, query];
  return useQuery({
    queryKey,
    queryFn: () => fetchRebateList(query),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
