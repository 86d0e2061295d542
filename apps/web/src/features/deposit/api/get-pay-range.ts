import { useQuery } from '@tanstack/react-query';
import type { PayRange, RangeKey } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export async function fetchPayRange(type: RangeKey): Promise<PayRange> {
  return unwrap(await api.post<PayRange>('/api/getPayRange', { type }));
}

/**
 * A channel's amount range in yuan. Never fresh: each screen or panel that shows it asks again,
 * so the range is fetched on every channel open and protocol change (spec 000 §7).
 */
export function usePayRange(type: RangeKey | null) {
  return useQuery({
    queryKey: [ME_KEY, 'payRange', type],
    queryFn: () => fetchPayRange(type as RangeKey),
    enabled: type !== null,
    staleTime: 0,
  });
}
