import { useQuery } from '@tanstack/react-query';
import type { BetAmount } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export const betAmountKey = [ME_KEY, 'betAmount'] as const;

export async function fetchBetAmount(): Promise<BetAmount> {
  return unwrap(await api.post<BetAmount>('/api/getBetAmount'));
}

/** The turnover (打码量) still required before a withdrawal, in yuan. */
export function useBetAmount() {
  return useQuery({ queryKey: betAmountKey, queryFn: fetchBetAmount, staleTime: 0 });
}
