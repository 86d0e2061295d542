import { useMutation } from '@tanstack/react-query';
import type { SiteItemState } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { noticesKey } from './get-notices';

const refresh = () => queryClient.invalidateQueries({ queryKey: noticesKey });

export function useSetNoticeState() {
  return useMutation({
    mutationFn: ({ id, ...body }: SiteItemState & { id: number }) =>
      api.post<null>(`/admin/api/site/notices/${id}/state`, body),
    onSuccess: refresh,
  });
}

export function useDeleteNotice() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/site/notices/${id}/delete`),
    onSuccess: refresh,
  });
}
