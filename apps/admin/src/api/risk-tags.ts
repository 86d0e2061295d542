import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlayerTag, RiskTag, RiskTagInput } from '@app/shared/admin-contract';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { playerTagsKey, useCanReadRisk } from './get-player-tags';

/** The tags and who carries them; any change refreshes every tag screen and chip. */
export const riskTagsKey = ['admin', 'risk', 'tags'] as const;
const playerTagListKey = (userId: number) => ['admin', 'risk', 'player-tag-list', userId] as const;

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: riskTagsKey }),
    queryClient.invalidateQueries({ queryKey: playerTagsKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'risk', 'player-tag-list'] }),
  ]);

/** The tags in force; `wanted` false (a closed picker) asks nothing yet. */
export function useRiskTags(wanted = true) {
  const allowed = useCanReadRisk();
  return useQuery({
    queryKey: riskTagsKey,
    queryFn: () => api.get<RiskTag[]>('/admin/api/risk/tags'),
    enabled: allowed && wanted,
  });
}

/** One player's tags with who put each there and why. */
export function usePlayerTagList(userId: number) {
  const allowed = useCanReadRisk();
  return useQuery({
    queryKey: playerTagListKey(userId),
    queryFn: () => api.get<PlayerTag[]>(`/admin/api/players/${userId}/tags`),
    enabled: allowed && userId > 0,
  });
}

export function useSaveTag() {
  return useMutation({
    mutationFn: ({ id, ...body }: RiskTagInput & { id?: number }) =>
      id
        ? api.put<null>(`/admin/api/risk/tags/${id}`, body)
        : api.post<{ id: number }>('/admin/api/risk/tags', body),
    onSettled: refresh,
  });
}

export function useDeleteTag() {
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/api/risk/tags/${id}`),
    onSettled: refresh,
  });
}

export function useTagPlayer() {
  return useMutation({
    mutationFn: ({ userId, tagId, note }: { userId: number; tagId: number; note: string }) =>
      api.post<null>(`/admin/api/players/${userId}/tags`, { tag_id: tagId, note }),
    onSettled: refresh,
  });
}

export function useUntagPlayer() {
  return useMutation({
    mutationFn: ({ userId, tagId }: { userId: number; tagId: number }) =>
      api.delete<null>(`/admin/api/players/${userId}/tags/${tagId}`),
    onSettled: refresh,
  });
}

/** Tags the chosen players of a search at once (at most BULK_TAG_MAX). */
export function useBulkTag() {
  return useMutation({
    mutationFn: ({ tagId, userIds, note }: { tagId: number; userIds: number[]; note: string }) =>
      api.post<{ tagged: number }>(`/admin/api/risk/tags/${tagId}/players`, { user_ids: userIds, note }),
    onSettled: refresh,
  });
}
