import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const siteSettingsKey = ['admin', 'site', 'settings'] as const;

/** The settings this screen edits, as the server stores them (flags are '0' / '1'). */
export interface SiteSettings {
  site_title: string;
  site_logo: string;
  /** '1' open, '0' maintenance. */
  site_state: string;
  repair_tips: string;
  app_state: string;
  ios_download_url: string;
  android_download_url: string;
  service_url: string;
  visit_url: string;
  agent_login_url: string;
  promo_image: string;
  promo_link: string;
}

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: () => api.get<SiteSettings>('/admin/api/site/settings'),
    staleTime: 0,
  });
}
