import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchServiceUrl(): Promise<string> {
  return unwrap(await api.post<{ url: string }>('/api/getservicerurl'))?.url ?? '';
}

export function useServiceUrl(enabled = true) {
  return useQuery({ queryKey: ['serviceUrl'], queryFn: fetchServiceUrl, enabled, staleTime: 10 * 60_000 });
}
