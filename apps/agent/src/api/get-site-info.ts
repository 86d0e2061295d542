import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@app/shared';
import { api, unwrap } from '../lib/api-client';

/** The site's name ("金沙娱乐"), as the player site shows it: on the login page and the poster. */
export async function fetchSiteTitle(): Promise<string> {
  return unwrap(await api.post<AppInfo>('/api/app')).title;
}

export function useSiteTitle() {
  return useQuery({ queryKey: ['site-title'], queryFn: fetchSiteTitle, staleTime: Infinity }).data ?? '';
}
