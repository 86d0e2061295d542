import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adjustmentsKey, playerContextKey } from './keys';

export interface NewAdjustment {
  username: string;
  /** Signed yuan. */
  amount: string;
  reason_code: string;
  note: string;
  turnover_multiple?: string;
}

export interface AdjustmentResult {
  id: number;
  adjust_no: string;
  state: 'pending' | 'posted';
  balance_after: string | null;
}

export function postAdjustment(body: NewAdjustment) {
  return api.post<AdjustmentResult>('/admin/api/adjustments', body);
}

export function postApproveAdjustment(id: number) {
  return api.post<{ balance_after: string }>(`/admin/api/adjustments/${id}/approve`);
}

export function postRejectAdjustment(id: number, reason: string) {
  return api.post<null>(`/admin/api/adjustments/${id}/reject`, { reason });
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
