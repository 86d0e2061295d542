import { useQuery } from '@tanstack/react-query';
import type { AgentPlan } from '@app/shared';
import { api } from '../../../lib/api-client';
import { agentPlansKey } from './keys';

export type { AgentPlan, PlanTier } from '@app/shared';

export function getAgentPlans() {
  return api.get<AgentPlan[]>('/admin/api/agent-plans');
}

/** Every plan with how many agents use it (a few: the server does not page them). */
export function useAgentPlans() {
  return useQuery({ queryKey: agentPlansKey, queryFn: getAgentPlans });
}
