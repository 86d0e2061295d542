import { useQuery } from '@tanstack/react-query';
import type { VipLevel } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchVipLevels(): Promise<VipLevel[]> {
  return unwrap(await api.post<VipLevel[]>('/api/uservip')) ?? [];
}

/** Shown levels (status 1), one per id, in the server's order (spec 001 §3). */
export function shownLevels(levels: VipLevel[]): VipLevel[] {
  const seen = new Set<number>();
  return levels.filter((level) => {
    if (Number(level.status) !== 1 || seen.has(level.id)) return false;
    seen.add(level.id);
    return true;
  });
}

/** The VIP ladder; open to visitors, and an operator changes it rarely. */
export function useVipLevels() {
  return useQuery({
    queryKey: ['vipLevels'],
    queryFn: fetchVipLevels,
    select: shownLevels,
    staleTime: 5 * 60_000,
  });
}
