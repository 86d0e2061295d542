import { useMutation } from '@tanstack/react-query';
import type { ApplicationApproval, ApplicationRejection } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { applicationsKey } from './get-pending-applications';

export function postApproveApplication(id: number, bonus: string) {
  return api.post<null>(`/admin/api/activity-applications/${id}/approve`, {
    bonus,
  } satisfies ApplicationApproval);
}

export function postRejectApplication(id: number, reason: string) {
  return api.post<null>(`/admin/api/activity-applications/${id}/reject`, {
    reason,
  } satisfies ApplicationRejection);
}

const refresh = () => queryClient.invalidateQueries({ queryKey: applicationsKey });

/** Credits `bonus` yuan (0 approves without a bonus) with the activity's turnover, once. */
export function useApproveApplication() {
  return useMutation({
    mutationFn: ({ id, bonus }: { id: number; bonus: string }) => postApproveApplication(id, bonus),
    onSettled: refresh,
  });
}

export function useRejectApplication() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => postRejectApplication(id, reason),
    onSettled: refresh,
  });
}
