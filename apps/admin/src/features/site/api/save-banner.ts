import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { bannersKey } from './get-banners';

export interface BannerInput {
  src: string;
  link: string;
  sort: number;
  state: 0 | 1;
}

/** Publishes a new banner (no id) or replaces one. */
export function useSaveBanner() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BannerInput }) =>
      id
        ? api.put<null>(`/admin/api/site/banners/${id}`, body)
        : api.post<{ id: number }>('/admin/api/site/banners', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
