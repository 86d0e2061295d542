import { useMutation } from '@tanstack/react-query';
import type {
  AdjustmentApproval,
  AdjustmentResult,
  MoneyRejection,
  NewAdjustment,
} from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adjustmentsKey, playerContextKey } from './keys';

export function postAdjustment(body: NewAdjustment) {
  return api.post<AdjustmentResult>('/admin/api/adjustments', body);
}

export function postApproveAdjustment(id: number) {
  return api.post<AdjustmentApproval>(`/admin/api/adjustments/${id}/approve`);
}

export function postRejectAdjustment(id: number, reason: string) {
  return api.post<null>(`/admin/api/adjustments/${id}/reject`, { reason } satisfies MoneyRejection);
}

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
    queryClient.invalidateQueries({ queryKey: playerContextKey }),
  ]);

/** Posts at once up to the threshold; above it the adjustment waits for a second operator. */
export function useCreateAdjustment() {
  return useMutation({ mutationFn: postAdjustment, onSettled: refresh });
}

/** Another operator than the requester; the server refuses the requester with a message. */
export function useApproveAdjustment() {
  return useMutation({ mutationFn: postApproveAdjustment, onSettled: refresh });
}

export function useRejectAdjustment() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => postRejectAdjustment(id, reason),
    onSettled: refresh,
  });
}
