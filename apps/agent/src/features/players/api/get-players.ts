import { useInfiniteQuery } from '@tanstack/react-query';
import type { AgentPage, AgentPlayerRow } from '@app/shared/agent-contract';
import { api, unwrap } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../api/query-keys';

export async function fetchPlayers(page: number, username: string): Promise<AgentPage<AgentPlayerRow>> {
  return unwrap(await api.get<AgentPage<AgentPlayerRow>>('/agent/api/players', { page, username }));
}

/** The agent's direct players, page after page as the list scrolls; `username` searches by account. */
export function usePlayers(username: string) {
  return useInfiniteQuery({
    queryKey: [QUERY_KEYS.players, { username }],
    queryFn: ({ pageParam }) => fetchPlayers(pageParam, username),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * last.per_page < last.total && last.data.length > 0 ? pages.length + 1 : undefined,
  });
}
