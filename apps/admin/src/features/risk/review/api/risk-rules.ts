import { useMutation, useQuery } from '@tanstack/react-query';
import type { WithdrawalRulesBody, WithdrawalRulesView } from '@app/shared/admin-contract';
import { api } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';

export const riskRulesKey = ['risk', 'rules'] as const;

export function useRiskRules() {
  return useQuery({
    queryKey: riskRulesKey,
    queryFn: () => api.get<WithdrawalRulesView>('/admin/api/risk/rules'),
  });
}

export function useSaveRiskRules() {
  return useMutation({
    mutationFn: (body: WithdrawalRulesBody) => api.put<WithdrawalRulesView>('/admin/api/risk/rules', body),
    onSuccess: (view) => queryClient.setQueryData(riskRulesKey, view),
  });
}
