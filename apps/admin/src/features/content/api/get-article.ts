import { useQuery } from '@tanstack/react-query';
import { CODE, type Article } from '@app/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';

/** Both views of one article: the copy as written (`written`) and as players get it (`served`). */
export const articleKey = (type: number) => ['admin', 'article', type] as const;

/** An article never written yet is empty, not an error. */
async function orEmpty(type: number, load: () => Promise<Article>): Promise<Article> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.notFound) return { type, title: '', content: '' };
    throw error;
  }
}

/** The copy as operators wrote it, its figure placeholders ({deposit_min}) kept: what the editor edits. */
export function useWrittenArticle(type: number) {
  return useQuery({
    queryKey: [...articleKey(type), 'written'],
    queryFn: () => orEmpty(type, () => api.get<Article>(`/admin/api/articles/${type}`)),
    staleTime: 0,
  });
}

/** The article as players get it: sanitised, its figures filled from the live settings. */
export function useServedArticle(type: number) {
  return useQuery({
    queryKey: [...articleKey(type), 'served'],
    queryFn: () => orEmpty(type, () => api.post<Article>('/api/article', { type })),
    staleTime: 0,
  });
}
