import { useQuery } from '@tanstack/react-query';
import type { PlatformItem } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export async function fetchPlatformList(): Promise<PlatformItem[]> {
  return unwrap(await api.post<PlatformItem[]>('/api/balancelist')) ?? [];
}

/** Every open game platform, for the records' platform filter; it changes rarely. */
export function usePlatformList() {
  return useQuery({ queryKey: [ME_KEY, 'platformList'], queryFn: fetchPlatformList, staleTime: 10 * 60_000 });
}
