import { useQuery } from '@tanstack/react-query';
import type { Welcome } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const welcomeKey = ['admin', 'site', 'welcome'] as const;

/** The welcome modal's HTML (index_modal); empty means no modal. */
export function useWelcome() {
  return useQuery({
    queryKey: welcomeKey,
    queryFn: () => api.get<Welcome>('/admin/api/site/welcome'),
    staleTime: 0,
  });
}
