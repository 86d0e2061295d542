import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PendingDeposit {
  id: number;
  deposit_no: string;
  user_id: number;
  paytype: string;
  amount: string;
  remitter_name: string | null;
  remitter_bank: string | null;
  remitter_card: string | null;
  created_at: string;
}

export interface PendingPage<T> {
  total: number;
  data: T[];
}

export const depositsKey = ['admin', 'deposits', 'pending'] as const;

export function getPendingDeposits(page: number, paytype?: string) {
  return api.get<PendingPage<PendingDeposit>>('/admin/api/deposits/pending', { page, paytype });
}

/** 20 a page, newest first; `paytype` narrows to one channel (bank transfers are reviewed by hand). */
export function usePendingDeposits(page: number, paytype?: string) {
  return useQuery({
    queryKey: [...depositsKey, page, paytype ?? 'all'],
    queryFn: () => getPendingDeposits(page, paytype),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
