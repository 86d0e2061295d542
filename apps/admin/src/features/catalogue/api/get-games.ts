import type { AdminGame, GameFilter, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { AdminGame, GameFilter } from '@app/shared/admin-contract';

export function getGames(page: number, perPage: number, filter: GameFilter) {
  return api.get<ListPage<AdminGame>>('/admin/api/games', { page, per_page: perPage, ...filter });
}
