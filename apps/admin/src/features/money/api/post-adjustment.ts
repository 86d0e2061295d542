import { useMutation } from '@tanstack/react-query';
import type { AdjustmentApproval, AdjustmentResult, NewAdjustment } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { adjustmentsKey } from './keys';
import { reviewCalls, useApproveCall, useRejectCall } from './review';

const adjustments = reviewCalls<AdjustmentApproval>('adjustments', adjustmentsKey);

export function postAdjustment(body: NewAdjustment) {
  return api.post<AdjustmentResult>('/admin/api/adjustments', body);
}

/** Posts at once up to the threshold; above it the adjustment waits for a second operator. */
export function useCreateAdjustment() {
  return useMutation({ mutationFn: postAdjustment, onSettled: adjustments.refresh });
}

/** Another operator than the requester; the server refuses the requester with a message. */
export function useApproveAdjustment() {
  return useApproveCall(adjustments);
}

export function useRejectAdjustment() {
  return useRejectCall(adjustments);
}
