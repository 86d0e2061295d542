import { useQuery } from '@tanstack/react-query';
import type { Activity } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchActivityDetail(id: number): Promise<Activity> {
  return unwrap(await api.post<Activity>('/api/activitydeatil', { id }));
}

/** One activity for /discountInfo; `id` 0 (missing or not a number) asks nothing. */
export function useActivityDetail(id: number) {
  return useQuery({
    queryKey: ['activityDetail', id],
    queryFn: () => fetchActivityDetail(id),
    enabled: id > 0,
  });
}
