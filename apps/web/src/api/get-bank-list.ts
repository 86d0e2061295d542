import { useQuery } from '@tanstack/react-query';
import type { BankItem } from '@app/shared';
import { api, unwrap } from '../lib/api-client';

export async function fetchBankList(): Promise<BankItem[]> {
  return unwrap(await api.post<BankItem[]>('/api/banklist')) ?? [];
}

/** The banks a card may belong to: the bind form's picker and the bank-deposit form's select. */
export function useBankList() {
  return useQuery({ queryKey: ['bankList'], queryFn: fetchBankList, staleTime: 10 * 60_000 });
}
