import { useQuery } from '@tanstack/react-query';
import { BULK_TAG_MAX, type PlayersTags, type TagChip } from '@app/shared/admin-contract';
import { api } from '../lib/api-client';
import { PERMISSION, roleAllows } from '../lib/permissions';
import { useMe } from './get-me';

/** Every player's tags are cached under this key; tagging anyone refreshes them all. */
export const playerTagsKey = ['admin', 'risk', 'player-tags'] as const;

type Waiter = { resolve: (tags: TagChip[]) => void; reject: (error: unknown) => void };
let waiting: Map<number, Waiter[]> | null = null;

/** Asks once for every player whose tags were wanted in the same tick (a list page's rows). */
async function flush(): Promise<void> {
  const batch = waiting!;
  waiting = null;
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += BULK_TAG_MAX) {
    const chunk = ids.slice(i, i + BULK_TAG_MAX);
    try {
      const rows = await api.get<PlayersTags>('/admin/api/risk/player-tags', { ids: chunk.join(',') });
      const byId = new Map(rows.map((r) => [r.user_id, r.tags]));
      for (const id of chunk) for (const w of batch.get(id)!) w.resolve(byId.get(id) ?? []);
    } catch (error) {
      for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
    }
  }
}

export function getPlayerTags(userId: number): Promise<TagChip[]> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      waiting = new Map();
      setTimeout(() => void flush(), 0);
    }
    waiting.set(userId, [...(waiting.get(userId) ?? []), { resolve, reject }]);
  });
}

/** Whether this operator may see risk data (links, tags): the risk and super roles. */
export function useCanReadRisk(): boolean {
  const { data: me } = useMe();
  return roleAllows(me?.role, PERMISSION.riskRead);
}

/** A player's tags, fetched together with the other rows' on the same screen; none without risk.read. */
export function usePlayerTags(userId: number) {
  const allowed = useCanReadRisk();
  return useQuery({
    queryKey: [...playerTagsKey, userId],
    queryFn: () => getPlayerTags(userId),
    enabled: allowed && userId > 0,
    staleTime: 30_000,
  });
}
