import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { withdrawalsKey } from './keys';
import type { RowPlayer } from './player-fields';

/** 0 bank card, 1 USDT, 2 AnToken. */
export type WithdrawalType = 0 | 1 | 2;

export interface WithdrawalRow extends RowPlayer {
  id: number;
  order_no: string;
  type: WithdrawalType;
  /** Bank name, or 'USDT' / 'antoken' for wallets. */
  bank: string;
  /** Card number or wallet address, in full: finance pays out to it. */
  bank_no: string;
  /** Account holder, or the wallet's protocol (TRC20 / ERC20). */
  bank_owner: string;
  bank_address: string;
  amount: string;
  usdt_rate: string;
  fee_usdt: string;
  receive_usdt: string;
  state: number;
  reason: string;
  reviewer: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export const pendingWithdrawalsKey = [...withdrawalsKey, 'pending'] as const;

export function getPendingWithdrawals(filter: { username?: string }, page: number, perPage: number) {
  return api.get<ListPage<WithdrawalRow>>('/admin/api/withdrawals/pending', {
    ...filter,
    page,
    per_page: perPage,
  });
}
