import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Activity, Paged } from '@app/shared';
import { api } from '../../../lib/api-client';

export const activitiesKey = ['admin', 'activities'] as const;

/** An activity as operators see it: hidden ones too, with the bonus rules and order to edit. */
export interface AdminActivity extends Activity {
  bonus_percent: string;
  bonus_max: string;
  turnover_multiple: string;
  sort: number;
}

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
