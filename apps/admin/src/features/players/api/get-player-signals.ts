import type { ListPage, PlayerSignalRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { playersKey } from './keys';

export type { PlayerSignalRow } from '@app/shared/admin-contract';

export const playerSignalsKey = (id: number) => [...playersKey, 'signals', id] as const;

/** The player's recorded events (risk.read): address, device id, time; newest first. */
export function getPlayerSignals(id: number, page: number, perPage: number) {
  return api.get<ListPage<PlayerSignalRow>>(`/admin/api/players/${id}/signals`, { page, per_page: perPage });
}
