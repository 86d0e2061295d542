import { useQuery } from '@tanstack/react-query';
import type { AgentApplication } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { AgentApplication } from '@app/shared/admin-contract';

export const agentApplicationsKey = ['admin', 'agent-applications', 'pending'] as const;

export function getAgentApplications() {
  return api.get<AgentApplication[]>('/admin/api/agent-applications/pending');
}

/** The 50 oldest pending applications (the server pages no further). */
export function useAgentApplications() {
  return useQuery({ queryKey: agentApplicationsKey, queryFn: getAgentApplications, refetchInterval: 60_000 });
}
