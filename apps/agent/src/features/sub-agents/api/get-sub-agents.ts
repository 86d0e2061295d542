import { useQuery } from '@tanstack/react-query';
import type { AgentSubAgentRow } from '@app/shared/agent-contract';
import { api, unwrap } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../api/query-keys';

export async function fetchSubAgents(): Promise<AgentSubAgentRow[]> {
  return unwrap(await api.get<AgentSubAgentRow[]>('/agent/api/sub-agents'));
}

export function useSubAgents() {
  return useQuery({ queryKey: [QUERY_KEYS.subAgents], queryFn: fetchSubAgents });
}
