import { useMutation } from '@tanstack/react-query';
import type { AgentMove } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { agentsKey } from './keys';

/** Every change to an agent refreshes the list and the details (the upline's sub-agents change too). */
const refresh = () => queryClient.invalidateQueries({ queryKey: agentsKey });

export function postMakeAgent(username: string) {
  return api.post<null>('/admin/api/agents/make', { username });
}

/** Takes effect from the next period: the answer says from when. */
export function postMoveAgent(body: AgentMove) {
  return api.post<{ effective_from: string }>('/admin/api/agents/move', body);
}

export function postAgentPlan(id: number, planId: number) {
  return api.post<null>(`/admin/api/agents/${id}/plan`, { plan_id: planId });
}

/** 0 freezes (the agent's console refuses it), 1 restores. */
export function postAgentState(id: number, state: 0 | 1, reason: string) {
  return api.post<null>(`/admin/api/agents/${id}/state`, { state, reason });
}

export const useMakeAgent = () => useMutation({ mutationFn: postMakeAgent, onSettled: refresh });
export const useMoveAgent = () => useMutation({ mutationFn: postMoveAgent, onSettled: refresh });
export const useSetAgentPlan = () =>
  useMutation({
    mutationFn: ({ id, planId }: { id: number; planId: number }) => postAgentPlan(id, planId),
    onSettled: refresh,
  });
export const useSetAgentState = () =>
  useMutation({
    mutationFn: ({ id, state, reason }: { id: number; state: 0 | 1; reason: string }) =>
      postAgentState(id, state, reason),
    onSettled: refresh,
  });
