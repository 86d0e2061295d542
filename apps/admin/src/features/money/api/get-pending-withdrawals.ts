import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PendingPage } from './get-pending-deposits';

/** 0 bank card, 1 USDT, 2 AnToken. */
export type WithdrawalType = 0 | 1 | 2;

export interface PendingWithdrawal {
  id: number;
  order_no: string;
  user_id: number;
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
  created_at: string;
}

export const withdrawalsKey = ['admin', 'withdrawals', 'pending'] as const;

export function getPendingWithdrawals(page: number) {
  return api.get<PendingPage<PendingWithdrawal>>('/admin/api/withdrawals/pending', { page });
}

export function usePendingWithdrawals(page: number) {
  return useQuery({
    queryKey: [...withdrawalsKey, page],
    queryFn: () => getPendingWithdrawals(page),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
