import { useMutation } from '@tanstack/react-query';
import type { CreatedRow, NoticeInput } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { noticesKey } from './get-notices';

export function useSaveNotice() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NoticeInput }) =>
      id
        ? api.put<null>(`/admin/api/site/notices/${id}`, body)
        : api.post<CreatedRow>('/admin/api/site/notices', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
