import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { playersKey } from './keys';

export interface LoginRow {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
}

export const playerLoginsKey = (id: number) => [...playersKey, 'logins', id] as const;

export function getPlayerLogins(
  id: number,
  range: { from?: string; to?: string },
  page: number,
  perPage: number,
) {
  return api.get<ListPage<LoginRow>>(`/admin/api/players/${id}/logins`, {
    ...range,
    page,
    per_page: perPage,
  });
}
