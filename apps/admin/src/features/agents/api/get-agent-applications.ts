import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AgentApplication {
  id: number;
  user_id: number;
  username: string;
  realname: string | null;
  mobile: string;
  apply_info: string;
  created_at: string;
}

export const agentApplicationsKey = ['admin', 'agent-applications', 'pending'] as const;

export function getAgentApplications() {
  return api.get<AgentApplication[]>('/admin/api/agent-applications/pending');
}

/** The 50 oldest pending applications (the server pages no further). */
export function useAgentApplications() {
  return useQuery({ queryKey: agentApplicationsKey, queryFn: getAgentApplications, refetchInterval: 60_000 });
}
