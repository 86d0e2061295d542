import { useMutation } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsChange } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { siteSettingsKey } from './get-site-settings';

/** Sends only the changed keys; the server checks each and audits old and new values. */
export function useSaveSiteSettings() {
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) =>
      api.put<SiteSettingsChange>('/admin/api/site/settings', changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteSettingsKey }),
  });
}
