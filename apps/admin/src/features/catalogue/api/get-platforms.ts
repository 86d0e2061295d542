import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { catalogueKeys } from './keys';

export interface Platform {
  code: string;
  name: string;
  category_id: string;
  category: string;
  /** Fixed by the integration: seamless (免转) or transfer (转账). */
  wallet_mode: 'seamless' | 'transfer';
  enabled: 0 | 1;
  sort: number;
  games: number;
  games_shown: number;
}

export function getPlatforms(page: number, perPage: number) {
  return api.get<ListPage<Platform>>('/admin/api/platforms', { page, per_page: perPage });
}

/** Every platform, for the game list's platform filter. */
export function useAllPlatforms() {
  return useQuery({ queryKey: [...catalogueKeys.platforms, 'all'], queryFn: () => getPlatforms(1, 200) });
}
