import { useQuery } from '@tanstack/react-query';
import type { AgentApplyStatus } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export const applyStatusKey = [ME_KEY, 'agentApplyStatus'] as const;

export async function fetchApplyStatus(): Promise<AgentApplyStatus> {
  return unwrap(await api.post<AgentApplyStatus>('/api/agentApplyStatus'));
}

/** The player's latest agent application; reviewed in the back office, so read on every visit. */
export function useApplyStatus() {
  return useQuery({ queryKey: applyStatusKey, queryFn: fetchApplyStatus, staleTime: 0 });
}
