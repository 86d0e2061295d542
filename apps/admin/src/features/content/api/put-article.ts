import { useMutation } from '@tanstack/react-query';
import type { ArticleInput } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { articleKey } from './get-article';

export type { ArticleInput } from '@app/shared/admin-contract';

export function putArticle(type: number, body: ArticleInput) {
  return api.put<null>(`/admin/api/articles/${type}`, body);
}

export function useSaveArticle(type: number) {
  return useMutation({
    mutationFn: (body: ArticleInput) => putArticle(type, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKey(type) }),
  });
}
