import { useQuery } from '@tanstack/react-query';
import type { BalanceInfo } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY, useToken } from '../lib/session';

export const balanceKey = [ME_KEY, 'balance'] as const;
export const BALANCE_POLL_MS = 4300;

export async function fetchBalance(): Promise<BalanceInfo> {
  return unwrap(await api.post<BalanceInfo>('/api/balance'));
}

/** The main and game wallet balances; `poll` keeps them live (the session keeper does this once). */
export function useBalance(options: { poll?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: balanceKey,
    queryFn: fetchBalance,
    enabled: token !== null,
    staleTime: 2000,
    refetchInterval: options.poll ? BALANCE_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
