import { useMutation } from '@tanstack/react-query';
import type { MoneyRejection } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { playerContextKey, withdrawalsKey } from './keys';

export function postApproveWithdrawal(id: number) {
  return api.post<null>(`/admin/api/withdrawals/${id}/approve`);
}

export function postRejectWithdrawal(id: number, reason: string) {
  return api.post<null>(`/admin/api/withdrawals/${id}/reject`, { reason } satisfies MoneyRejection);
}

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
    queryClient.invalidateQueries({ queryKey: playerContextKey }),
  ]);

/** Approval records the payout as made: pay the target first, then approve. */
export function useApproveWithdrawal() {
  return useMutation({ mutationFn: postApproveWithdrawal, onSettled: refresh });
}

/** Refusal returns the amount to the player's wallet. */
export function useRejectWithdrawal() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => postRejectWithdrawal(id, reason),
    onSettled: refresh,
  });
}
