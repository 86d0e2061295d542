import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { playersKey } from './keys';

export interface LedgerRow {
  id: number;
  created_at: string;
  /** 中心钱包 or the game platform's name. */
  wallet: string;
  reason: string;
  reason_label: string;
  /** Signed yuan. */
  amount: string;
  balance_after: string;
  ref_type: string;
  ref_id: string;
  memo: string;
}

export interface LedgerFilter {
  reason?: string;
  from?: string;
  to?: string;
}

export const playerLedgerKey = (id: number) => [...playersKey, 'ledger', id] as const;

/** Every balance movement of the player's wallets, newest first. */
export function getPlayerLedger(id: number, filter: LedgerFilter, page: number, perPage: number) {
  return api.get<ListPage<LedgerRow>>(`/admin/api/players/${id}/ledger`, {
    ...filter,
    page,
    per_page: perPage,
  });
}
