import { useQuery } from '@tanstack/react-query';
import type { PayWayFlags } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export const payWayKey = [ME_KEY, 'payWay'] as const;

export async function fetchPayWay(): Promise<PayWayFlags> {
  return unwrap(await api.get<PayWayFlags>('/api/get_pay_way'));
}

/** Which deposit channels are switched on; manual recharge (rengong) always is. */
export function usePayWay() {
  return useQuery({ queryKey: payWayKey, queryFn: fetchPayWay, staleTime: 60_000 });
}
