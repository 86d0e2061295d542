import { useQuery } from '@tanstack/react-query';
import type { AgentOverview } from '@app/shared/agent-contract';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchOverview(): Promise<AgentOverview> {
  return unwrap(await api.get<AgentOverview>('/agent/api/overview'));
}

/** Today's and this period's figures; kept fresh while the agent watches (a minute). */
export function useOverview() {
  return useQuery({ queryKey: ['overview'], queryFn: fetchOverview, refetchInterval: 60_000 });
}
