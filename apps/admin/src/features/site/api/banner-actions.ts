import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { bannersKey } from './get-banners';

const refresh = () => queryClient.invalidateQueries({ queryKey: bannersKey });

export function useSetBannerState() {
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 0 | 1 }) =>
      api.post<null>(`/admin/api/site/banners/${id}/state`, { state }),
    onSuccess: refresh,
  });
}

/** One place up or down in the players' order. */
export function useMoveBanner() {
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      api.post<null>(`/admin/api/site/banners/${id}/move`, { direction }),
    onSuccess: refresh,
  });
}

export function useDeleteBanner() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/site/banners/${id}/delete`),
    onSuccess: refresh,
  });
}
