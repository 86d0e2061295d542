import { useQuery } from '@tanstack/react-query';
import type { PayWayFlags } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export async function fetchPayWay(): Promise<PayWayFlags> {
  return unwrap(await api.get<PayWayFlags>('/api/get_pay_way'));
}

/** Which deposit channels are switched on; manual recharge (rengong) always is. */
export function usePayWay() {
  return useQuery({ queryKey: [ME_KEY, 'payWay'], queryFn: fetchPayWay, staleTime: 60_000 });
}
