import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { agentsKey, periodsKey, statementsKey } from './keys';

/** Settles the periods already closed that the job has not settled yet (each exactly once). */
export function postSettlePeriods() {
  return api.post<{ settled: number }>('/admin/api/agent-periods/settle');
}

export function useSettlePeriods() {
  return useMutation({
    mutationFn: postSettlePeriods,
    onSettled: () =>
      Promise.all(
        [periodsKey, statementsKey, agentsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
