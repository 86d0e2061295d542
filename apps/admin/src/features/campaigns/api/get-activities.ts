import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Activity, Paged } from '@app/shared';
import { api } from '../../../lib/api-client';

export const activitiesKey = ['admin', 'activities'] as const;

export function getActivities(page: number, type?: number) {
  return api.post<Paged<Activity>>('/api/activitylist', { page, ...(type ? { type } : {}) });
}

/** Published activities (the player list: hidden ones are not returned), 20 a page. */
export function useActivities(page: number, type?: number) {
  return useQuery({
    queryKey: [...activitiesKey, 'list', page, type ?? 0],
    queryFn: () => getActivities(page, type),
    placeholderData: keepPreviousData,
  });
}
