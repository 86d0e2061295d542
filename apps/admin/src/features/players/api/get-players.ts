import type { PlayerList, PlayerSearch } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { playersKey } from './keys';

export type { PlayerRow, PlayerSearch } from '@app/shared/admin-contract';

export const playerListKey = [...playersKey, 'list'] as const;

export function getPlayers(search: PlayerSearch, page: number, perPage: number) {
  return api.get<PlayerList>('/admin/api/players', { ...search, page, per_page: perPage });
}
