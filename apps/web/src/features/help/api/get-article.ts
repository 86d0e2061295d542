import { useQuery } from '@tanstack/react-query';
import type { Article } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchArticle(type: number): Promise<Article> {
  return unwrap(await api.post<Article>('/api/article', { type }));
}

/** A site article (help, FAQ, about); open to visitors and edited rarely by operators. */
export function useArticle(type: number) {
  return useQuery({
    queryKey: ['article', type],
    queryFn: () => fetchArticle(type),
    staleTime: 10 * 60_000,
  });
}
