import { withdrawalsKey } from './keys';
import { reviewCalls, useApproveCall, useRejectCall } from './review';

const withdrawals = reviewCalls('withdrawals', withdrawalsKey);

/** Approval records the payout as made: pay the target first, then approve. */
export function useApproveWithdrawal() {
  return useApproveCall(withdrawals);
}

/** Refusal returns the amount to the player's wallet. */
export function useRejectWithdrawal() {
  return useRejectCall(withdrawals);
}
