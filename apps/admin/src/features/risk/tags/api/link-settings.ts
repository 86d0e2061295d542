import { useMutation, useQuery } from '@tanstack/react-query';
import type { LinkSettings } from '@app/shared/admin-contract';
import { api } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';

const key = ['admin', 'risk', 'link-settings'] as const;

export function getLinkSettings() {
  return api.get<LinkSettings>('/admin/api/risk/link-settings');
}

export function useLinkSettings() {
  return useQuery({ queryKey: key, queryFn: getLinkSettings });
}

export function useSaveLinkSettings() {
  return useMutation({
    mutationFn: (body: LinkSettings) => api.put<LinkSettings>('/admin/api/risk/link-settings', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
