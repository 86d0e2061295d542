import { useQuery } from '@tanstack/react-query';
import type { RebateList } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { keepWhilePaging } from '../../../lib/paged-query';
import { ME_KEY } from '../../../lib/session';

export interface RebateListQuery {
  /** 1 today, 2 within a week, 3 within half a month, 4 within a month. */
  date: number;
  page: number;
  /** A game platform's code; empty for all platforms. */
  api_type: string;
}

export const rebateListKey = [ME_KEY, 'rebateList'] as const;

/** POST /api/getfanshui; `type` goes empty as the spec's client sends it (001 §7). */
export async function fetchRebateList(query: RebateListQuery): Promise<RebateList> {
  return unwrap(await api.post<RebateList>('/api/getfanshui', { ...query, type: '' }));
}

/** One page of rebates with the totals claimed (jisuan) and pending (nojisuan). */
export function useRebateList(query: RebateListQuery) {
  const queryKey = [...rebateListKey, query];
  return useQuery({
    queryKey,
    queryFn: () => fetchRebateList(query),
    placeholderData: keepWhilePaging(queryKey),
    staleTime: 0,
  });
}
