import { useQuery } from '@tanstack/react-query';
import type { AgentDetail } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { agentKey } from './keys';

export type { AgentDetail, AgentLinkRow } from '@app/shared/admin-contract';

export function getAgent(id: number) {
  return api.get<AgentDetail>(`/admin/api/agents/${id}`);
}

/** One agent with its upline, sub-agents, the tree's history, this period so far and its statements. */
export function useAgent(id: number) {
  return useQuery({
    queryKey: agentKey(id),
    queryFn: () => getAgent(id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
