import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentApplyBody } from '@app/shared';
import { api } from '../../../lib/api-client';
import { applyStatusKey } from './get-apply-status';

export function postApplyAgent(body: AgentApplyBody) {
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
