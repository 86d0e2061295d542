import { useQuery } from '@tanstack/react-query';
import type { Activity } from '@app/shared';
import { api } from '../../../lib/api-client';
import { activitiesKey } from './get-activities';

export const activityKey = (id: number | undefined) => [...activitiesKey, 'detail', id] as const;

export function getActivity(id: number) {
  return api.post<Activity>('/api/activitydeatil', { id });
}

/** One published activity with its content as the server serves it (sanitised). */
export function useActivity(id: number | undefined) {
  return useQuery({
    queryKey: activityKey(id),
    queryFn: () => getActivity(id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
