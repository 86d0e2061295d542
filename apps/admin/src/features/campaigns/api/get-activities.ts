import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@app/shared';
import type { AdminActivity } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const activitiesKey = ['admin', 'activities'] as const;

export function getActivities(page: number, type?: number) {
  return api.get<Paged<AdminActivity>>('/admin/api/activities', { page, ...(type ? { type } : {}) });
}

/** Every activity, shown and hidden, 20 a page. */
export function useActivities(page: number, type?: number) {
  return useQuery({
    queryKey: [...activitiesKey, 'list', page, type ?? 0],
    queryFn: () => getActivities(page, type),
    placeholderData: keepPreviousData,
  });
}
