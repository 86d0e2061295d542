import type { ListPage, PlayerLedgerFilter, PlayerLedgerRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { playersKey } from './keys';

export type { PlayerLedgerFilter, PlayerLedgerRow } from '@app/shared/admin-contract';

export const playerLedgerKey = (id: number) => [...playersKey, 'ledger', id] as const;

/** Every balance movement of the player's wallets, newest first. */
export function getPlayerLedger(id: number, filter: PlayerLedgerFilter, page: number, perPage: number) {
  return api.get<ListPage<PlayerLedgerRow>>(`/admin/api/players/${id}/ledger`, {
    ...filter,
    page,
    per_page: perPage,
  });
}
