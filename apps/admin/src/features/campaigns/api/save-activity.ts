import { useMutation } from '@tanstack/react-query';
import type { ActivityInput, CreatedRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { activitiesKey } from './get-activities';

export function saveActivity({ id, body }: { id?: number; body: ActivityInput }) {
  return id
    ? api.put<CreatedRow>(`/admin/api/activities/${id}`, body)
    : api.post<CreatedRow>('/admin/api/activities', body);
}

/** Creates (no id) or replaces an activity; every field is written, unset ones to their defaults. */
export function useSaveActivity() {
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
}
