import { useQuery } from '@tanstack/react-query';
import type { AdminActivity } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { activitiesKey } from './get-activities';

export const activityKey = (id: number | undefined) => [...activitiesKey, 'detail', id] as const;

export function getActivity(id: number) {
  return api.get<AdminActivity>(`/admin/api/activities/${id}`);
}

/** One activity, hidden or not, with its content as the server stored it (sanitised). */
export function useActivity(id: number | undefined) {
  return useQuery({
    queryKey: activityKey(id),
    queryFn: () => getActivity(id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
