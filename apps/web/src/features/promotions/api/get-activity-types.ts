import { useQuery } from '@tanstack/react-query';
import type { ActivityType } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchActivityTypes(): Promise<ActivityType[]> {
  return unwrap(await api.post<ActivityType[]>('/api/activitytype')) ?? [];
}

/** Promotion categories for the filter tabs; an operator changes them rarely. */
export function useActivityTypes() {
  return useQuery({ queryKey: ['activityTypes'], queryFn: fetchActivityTypes, staleTime: 5 * 60_000 });
}
