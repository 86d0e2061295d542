import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { articleKey } from './get-article';

export interface ArticleInput {
  title: string;
  /** HTML; the server sanitises it before storing. */
  content: string;
}

export function putArticle(type: number, body: ArticleInput) {
  return api.put<null>(`/admin/api/articles/${type}`, body);
}

export function useSaveArticle(type: number) {
  return useMutation({
    mutationFn: (body: ArticleInput) => putArticle(type, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKey(type) }),
  });
}
