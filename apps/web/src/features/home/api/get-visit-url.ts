import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchVisitUrl(): Promise<string> {
  return unwrap(await api.get<{ url: string }>('/api/getVisitUrl'))?.url ?? '';
}

/** The site's preferred address; asked once per page load. */
export function useVisitUrl() {
  return useQuery({ queryKey: ['visitUrl'], queryFn: fetchVisitUrl, staleTime: Infinity, retry: false });
}
