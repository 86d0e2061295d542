import { useInfiniteQuery } from '@tanstack/react-query';
import type { AgentPage, AgentStatementRow } from '@app/shared/agent-contract';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchStatements(page: number): Promise<AgentPage<AgentStatementRow>> {
  return unwrap(await api.get<AgentPage<AgentStatementRow>>('/agent/api/statements', { page }));
}

/** The agent's statements, newest period first, page after page as the list scrolls. */
export function useStatements() {
  return useInfiniteQuery({
    queryKey: ['statements'],
    queryFn: ({ pageParam }) => fetchStatements(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * last.per_page < last.total && last.data.length > 0 ? pages.length + 1 : undefined,
  });
}
