import { useQuery } from '@tanstack/react-query';
import type { ActivityApplyAmount, ActivityApplyAmountBody } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export async function fetchApplyAmount(body: ActivityApplyAmountBody): Promise<ActivityApplyAmount> {
  return unwrap(await api.post<ActivityApplyAmount>('/api/activityApplyAmount', body));
}

/**
 * The amount the activity's rule decides for this player (its first deposit, today's deposit), read
 * as the apply dialog opens; null where the player fills it in.
 */
export function useApplyAmount(activityId: number, open: boolean) {
  return useQuery({
    queryKey: [ME_KEY, 'activityApplyAmount', activityId],
    queryFn: () => fetchApplyAmount({ activityid: activityId }),
    enabled: open,
    staleTime: 0,
  });
}
