import { useMutation } from '@tanstack/react-query';
import type { BannerInput, CreatedRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { bannersKey } from './get-banners';

/** Publishes a new banner (no id) or replaces one. */
export function useSaveBanner() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BannerInput }) =>
      id
        ? api.put<null>(`/admin/api/site/banners/${id}`, body)
        : api.post<CreatedRow>('/admin/api/site/banners', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
