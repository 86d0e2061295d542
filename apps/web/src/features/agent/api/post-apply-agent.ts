import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyStatusKey } from './get-apply-status';

export interface AgentApplication {
  mobile: string;
  apply_info: string;
}

export function postApplyAgent(body: AgentApplication) {
  return api.post<null>('/api/applyagentdo', body);
}

/** Sends the application; /apply then shows it waiting for review. */
export function useApplyAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApplyAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applyStatusKey }),
  });
}
