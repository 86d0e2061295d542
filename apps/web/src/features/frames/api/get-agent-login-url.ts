import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchAgentLoginUrl(): Promise<string> {
  return unwrap(await api.get<{ url: string }>('/api/getAgentLoginUrl'))?.url ?? '';
}

export function useAgentLoginUrl(enabled: boolean) {
  return useQuery({
    queryKey: ['agentLoginUrl'],
    queryFn: fetchAgentLoginUrl,
    enabled,
    staleTime: 10 * 60_000,
  });
}
