import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { activitiesKey } from './get-activities';

export interface ActivityInput {
  type_id: number;
  title: string;
  banner: string;
  /** HTML; the server sanitises it before storing. */
  content: string;
  state: 0 | 1;
  can_apply: 0 | 1;
  bonus_percent?: string;
  bonus_max?: string;
  turnover_multiple?: string;
  sort?: number;
}

export function saveActivity({ id, body }: { id?: number; body: ActivityInput }) {
  return id
    ? api.put<{ id: number }>(`/admin/api/activities/${id}`, body)
    : api.post<{ id: number }>('/admin/api/activities', body);
}

/** Creates (no id) or replaces an activity; every field is written, unset ones to their defaults. */
export function useSaveActivity() {
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
}
