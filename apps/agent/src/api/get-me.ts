import { useQuery } from '@tanstack/react-query';
import type { AgentMe } from '@app/shared/agent-contract';
import { api, unwrap } from '../lib/api-client';

export const ME_KEY = ['me'] as const;

export async function fetchMe(): Promise<AgentMe> {
  return unwrap(await api.get<AgentMe>('/agent/api/me'));
}

/** The signed-in agent: level, plan, period, referral path and the second factor's state. */
export function useMe(enabled = true) {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, enabled, staleTime: 60_000 });
}
