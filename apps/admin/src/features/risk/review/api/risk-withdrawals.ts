import { useMutation } from '@tanstack/react-query';
import type { ListPage, RiskWithdrawalRow } from '@app/shared/admin-contract';
import { api } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';

export type { RiskWithdrawalRow } from '@app/shared/admin-contract';

export const riskWithdrawalsKey = ['risk', 'withdrawals'] as const;
export type RiskQueueState = 'review' | 'passed' | 'refused';

export function getRiskWithdrawals(state: RiskQueueState, page: number, perPage: number) {
  return api.get<ListPage<RiskWithdrawalRow>>('/admin/api/risk/withdrawals', {
    state,
    page,
    per_page: perPage,
  });
}

/** Either decision changes both queues: 风控审核 and finance's withdrawals. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: riskWithdrawalsKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }),
  ]);

/** Lets the request through to finance, who may then pay it. */
export function usePassRiskWithdrawal() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/risk/withdrawals/${id}/pass`, {}),
    onSettled: refresh,
  });
}

/** Refuses it: the request is rejected and its amount returned to the player. */
export function useRefuseRiskWithdrawal() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(`/admin/api/risk/withdrawals/${id}/refuse`, { reason }),
    onSettled: refresh,
  });
}
