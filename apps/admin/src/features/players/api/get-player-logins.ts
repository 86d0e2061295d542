import type { ListPage, PlayerLoginFilter, PlayerLoginRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { playersKey } from './keys';

export type { PlayerLoginRow } from '@app/shared/admin-contract';

export const playerLoginsKey = (id: number) => [...playersKey, 'logins', id] as const;

export function getPlayerLogins(id: number, range: PlayerLoginFilter, page: number, perPage: number) {
  return api.get<ListPage<PlayerLoginRow>>(`/admin/api/players/${id}/logins`, {
    ...range,
    page,
    per_page: perPage,
  });
}
