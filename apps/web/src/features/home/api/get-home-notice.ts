import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** The marquee lines: plain strings. */
export async function fetchHomeNotice(): Promise<string[]> {
  return unwrap(await api.post<string[]>('/api/homenotice')) ?? [];
}

export function useHomeNotice() {
  return useQuery({ queryKey: ['homenotice'], queryFn: fetchHomeNotice, staleTime: 5 * 60_000 });
}
