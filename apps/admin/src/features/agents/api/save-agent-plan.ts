import { useMutation } from '@tanstack/react-query';
import type { AgentPlanInput, CreatedRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { agentPlansKey, agentsKey } from './keys';

/** The agents' list names their plan: a renamed or removed plan refreshes it too. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: agentPlansKey }),
    queryClient.invalidateQueries({ queryKey: agentsKey }),
  ]);

/** A new plan (no id) or the plan's new terms. */
export function saveAgentPlan({ id, body }: { id?: number; body: AgentPlanInput }) {
  return id === undefined
    ? api.post<CreatedRow>('/admin/api/agent-plans', body)
    : api.put<null>(`/admin/api/agent-plans/${id}`, body);
}

/** Refused while an agent still uses the plan (AGENT_ADMIN_MSG.planInUse). */
export function deleteAgentPlan(id: number) {
  return api.delete<null>(`/admin/api/agent-plans/${id}`);
}

export const useSaveAgentPlan = () => useMutation({ mutationFn: saveAgentPlan, onSettled: refresh });
export const useDeleteAgentPlan = () => useMutation({ mutationFn: deleteAgentPlan, onSettled: refresh });
