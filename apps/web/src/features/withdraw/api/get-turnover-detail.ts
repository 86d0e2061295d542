import { useQuery } from '@tanstack/react-query';
import type { TurnoverDetail } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

/** The turnover requirement by what created it, asked for when the player opens the breakdown. */
export function useTurnoverDetail(enabled: boolean) {
  return useQuery({
    queryKey: [ME_KEY, 'turnoverDetail'],
    queryFn: async () => unwrap(await api.post<TurnoverDetail>('/api/turnoverDetail')),
    enabled,
    staleTime: 0,
  });
}
