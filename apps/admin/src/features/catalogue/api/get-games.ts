import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export interface AdminGame {
  id: number;
  platform: string;
  platform_name: string;
  platform_enabled: 0 | 1;
  game_code: string;
  name: string;
  category_id: string;
  category: string;
  game_type: string;
  mobile_img: string;
  app_state: 0 | 1;
  hot: 0 | 1;
  sort: number;
}

export interface GameFilter {
  q?: string;
  platform?: string;
  category?: string;
  app_state?: 0 | 1;
  hot?: 0 | 1;
}

export function getGames(page: number, perPage: number, filter: GameFilter) {
  return api.get<ListPage<AdminGame>>('/admin/api/games', { page, per_page: perPage, ...filter });
}
