import { useMutation } from '@tanstack/react-query';
import type { WithdrawalApproval } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { withdrawalsKey } from './keys';
import { reviewCalls, useRejectCall } from './review';

const withdrawals = reviewCalls('withdrawals', withdrawalsKey);

/**
 * Approval records the payout as made, with its reference (a wallet's transaction hash, a bank
 * reference if any): pay the target first, then approve.
 */
export function useApproveWithdrawal() {
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) =>
      api.post<null>(`/admin/api/withdrawals/${id}/approve`, { reference } satisfies WithdrawalApproval),
    onSettled: withdrawals.refresh,
  });
}

/** Refusal returns the amount to the player's wallet. */
export function useRejectWithdrawal() {
  return useRejectCall(withdrawals);
}
