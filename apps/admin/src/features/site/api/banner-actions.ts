import { useMutation } from '@tanstack/react-query';
import type { BannerMove, SiteItemState } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { bannersKey } from './get-banners';

const refresh = () => queryClient.invalidateQueries({ queryKey: bannersKey });

export function useSetBannerState() {
  return useMutation({
    mutationFn: ({ id, ...body }: SiteItemState & { id: number }) =>
      api.post<null>(`/admin/api/site/banners/${id}/state`, body),
    onSuccess: refresh,
  });
}

/** One place up or down in the players' order. */
export function useMoveBanner() {
  return useMutation({
    mutationFn: ({ id, ...body }: BannerMove & { id: number }) =>
      api.post<null>(`/admin/api/site/banners/${id}/move`, body),
    onSuccess: refresh,
  });
}

export function useDeleteBanner() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/site/banners/${id}/delete`),
    onSuccess: refresh,
  });
}
