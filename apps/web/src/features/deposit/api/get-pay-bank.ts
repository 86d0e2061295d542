import { useQuery } from '@tanstack/react-query';
import type { ReceivingAccount } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export async function fetchPayBank(): Promise<ReceivingAccount[]> {
  return unwrap(await api.post<ReceivingAccount[]>('/api/getpaybank')) ?? [];
}

/** The site's receiving bank accounts, shown in the bank-transfer panel. */
export function usePayBank(enabled: boolean) {
  return useQuery({ queryKey: [ME_KEY, 'payBank'], queryFn: fetchPayBank, enabled });
}
