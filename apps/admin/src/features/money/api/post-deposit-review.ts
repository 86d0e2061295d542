import { depositsKey } from './keys';
import { reviewCalls, useApproveCall, useRejectCall } from './review';

const deposits = reviewCalls('deposits', depositsKey);

/** Credits the player once; a second operator on the same order gets 该订单已处理. */
export function useApproveDeposit() {
  return useApproveCall(deposits);
}

export function useRejectDeposit() {
  return useRejectCall(deposits);
}
