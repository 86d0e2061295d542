import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { depositsKey } from './keys';
import type { RowPlayer } from './player-fields';

export interface DepositRow extends RowPlayer {
  id: number;
  deposit_no: string;
  paytype: string;
  channel: string;
  amount: string;
  currency: string;
  pay_amount: string;
  remitter_name: string;
  remitter_bank: string;
  remitter_card: string;
  state: number;
  reason: string;
  reviewer: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PendingDepositFilter {
  paytype?: string;
  username?: string;
}

export const pendingDepositsKey = [...depositsKey, 'pending'] as const;

/** Newest first; `paytype` narrows to one channel (bank transfers are reviewed by hand). */
export function getPendingDeposits(filter: PendingDepositFilter, page: number, perPage: number) {
  return api.get<ListPage<DepositRow>>('/admin/api/deposits/pending', { ...filter, page, per_page: perPage });
}
