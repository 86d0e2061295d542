import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const siteSettingsKey = ['admin', 'site', 'settings'] as const;

export type { SiteSettings } from '@app/shared/admin-contract';

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: () => api.get<SiteSettings>('/admin/api/site/settings'),
    staleTime: 0,
  });
}
