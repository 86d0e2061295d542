import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { noticesKey, type NoticeKind } from './get-notices';

export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  /** Plain text (marquee) or HTML the server sanitises (announcement). */
  content: string;
  sort: number;
  state: 0 | 1;
}

export function useSaveNotice() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NoticeInput }) =>
      id
        ? api.put<null>(`/admin/api/site/notices/${id}`, body)
        : api.post<{ id: number }>('/admin/api/site/notices', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
