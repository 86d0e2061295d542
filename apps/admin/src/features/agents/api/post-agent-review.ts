import { useMutation } from '@tanstack/react-query';
import type { AgentRejection } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { agentApplicationsKey } from './get-agent-applications';

const refresh = () => queryClient.invalidateQueries({ queryKey: agentApplicationsKey });

export function useApproveAgent() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/agent-applications/${id}/approve`),
    onSettled: refresh,
  });
}

/** Without a reason the server tells the player 资料不完整. */
export function useRejectAgent() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(
        `/admin/api/agent-applications/${id}/reject`,
        (reason ? { reason } : {}) satisfies AgentRejection,
      ),
    onSettled: refresh,
  });
}
