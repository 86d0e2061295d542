import { useMutation } from '@tanstack/react-query';
import type { MoneyRejection } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { playerContextKey } from './keys';

/**
 * The approve and reject calls of a queue that two operators may work at once (deposits,
 * withdrawals, adjustments): either one refreshes the queue and the player's context.
 */
export function reviewCalls<Approved = null>(queue: string, queueKey: readonly unknown[]) {
  return {
    approve: (id: number) => api.post<Approved>(`/admin/api/${queue}/${id}/approve`),
    reject: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(`/admin/api/${queue}/${id}/reject`, { reason } satisfies MoneyRejection),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: playerContextKey }),
      ]),
  };
}

type Calls<Approved> = ReturnType<typeof reviewCalls<Approved>>;

export function useApproveCall<Approved>(calls: Calls<Approved>) {
  return useMutation({ mutationFn: calls.approve, onSettled: calls.refresh });
}

export function useRejectCall<Approved>(calls: Calls<Approved>) {
  return useMutation({ mutationFn: calls.reject, onSettled: calls.refresh });
}
