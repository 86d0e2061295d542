import { useMutation } from '@tanstack/react-query';
import type { PlatformPatch, PlatformSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

export function putPlatform({ code, patch }: { code: string; patch: PlatformPatch }) {
  return api.put<PlatformSettings>(`/admin/api/platforms/${encodeURIComponent(code)}`, patch);
}

/** Opens a platform or puts it in maintenance, or moves it in the order. */
export function useUpdatePlatform() {
  return useMutation({
    mutationFn: putPlatform,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.platforms }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.games }),
      ]),
  });
}
