import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameItem } from '@app/shared';
import { api, unwrap } from '../lib/api-client';

export async function fetchGameList(): Promise<GameItem[]> {
  return unwrap(await api.get<GameItem[]>('/api/game/list', { category: '' })) ?? [];
}

/** Every category's games in one call (spec 000 §7), shared by every lobby. */
export const gameListQuery = queryOptions({
  queryKey: ['games', 'list'],
  queryFn: fetchGameList,
  // Shared by every lobby on a visit, but refetched after five minutes so a platform or game
  // the operators hide (or open) shows without a reload; launching a hidden one is refused anyway.
  staleTime: 5 * 60_000,
});

export function useGameList() {
  return useQuery(gameListQuery);
}
