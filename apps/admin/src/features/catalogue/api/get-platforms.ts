import { useQuery } from '@tanstack/react-query';
import type { ListPage, Platform } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type { Platform } from '@app/shared/admin-contract';

export function getPlatforms(page: number, perPage: number) {
  return api.get<ListPage<Platform>>('/admin/api/platforms', { page, per_page: perPage });
}

/** Every platform, for the game list's platform filter. */
export function useAllPlatforms() {
  return useQuery({ queryKey: [...catalogueKeys.platforms, 'all'], queryFn: () => getPlatforms(1, 200) });
}
