import { useQuery } from '@tanstack/react-query';
import type { ActivityType } from '@app/shared';
import { api } from '../../../lib/api-client';

export function getActivityTypes() {
  return api.post<ActivityType[]>('/api/activitytype');
}

/** Categories, as players see them (there is no operator endpoint to edit them yet). */
export function useActivityTypes() {
  return useQuery({
    queryKey: ['admin', 'activity-types'],
    queryFn: getActivityTypes,
    staleTime: 5 * 60_000,
  });
}
