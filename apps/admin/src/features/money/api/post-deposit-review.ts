import { useMutation } from '@tanstack/react-query';
import type { MoneyRejection } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { depositsKey, playerContextKey } from './keys';

export function postApproveDeposit(id: number) {
  return api.post<null>(`/admin/api/deposits/${id}/approve`);
}

export function postRejectDeposit(id: number, reason: string) {
  return api.post<null>(`/admin/api/deposits/${id}/reject`, { reason } satisfies MoneyRejection);
}

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: depositsKey }),
    queryClient.invalidateQueries({ queryKey: playerContextKey }),
  ]);

/** Credits the player once; a second operator on the same order gets 该订单已处理. */
export function useApproveDeposit() {
  return useMutation({ mutationFn: postApproveDeposit, onSettled: refresh });
}

export function useRejectDeposit() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => postRejectDeposit(id, reason),
    onSettled: refresh,
  });
}
