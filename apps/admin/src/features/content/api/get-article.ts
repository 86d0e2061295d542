import { useQuery } from '@tanstack/react-query';
import { CODE, type Article } from '@app/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';

export const articleKey = (type: number) => ['admin', 'article', type] as const;

/** The article as players get it (sanitised); one never written yet is empty, not an error. */
export async function getArticle(type: number): Promise<Article> {
  try {
    return await api.post<Article>('/api/article', { type });
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.notFound) return { type, title: '', content: '' };
    throw error;
  }
}

export function useArticle(type: number) {
  return useQuery({ queryKey: articleKey(type), queryFn: () => getArticle(type), staleTime: 0 });
}
