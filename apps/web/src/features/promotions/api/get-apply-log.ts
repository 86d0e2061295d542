import { useQuery } from '@tanstack/react-query';
import type { ActivityApplyLog, Paged } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export const applyLogKey = [ME_KEY, 'activityApplyLog'] as const;

export async function fetchApplyLog(): Promise<ActivityApplyLog[]> {
  return unwrap(await api.post<Paged<ActivityApplyLog>>('/api/activityApplyLog')).data ?? [];
}

/** The player's activity applications; reviewed in the back office, so loaded on every visit. */
export function useApplyLog() {
  return useQuery({ queryKey: applyLogKey, queryFn: fetchApplyLog, staleTime: 0 });
}
