import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitBody, LimitPeriodBody, SetLimitResult } from '@app/shared';
import { protectionKey } from '../../../api/get-protection';
import { api } from '../../../lib/api-client';

/** Sets, changes or (amount '') removes one period's deposit limit. */
export function postLimit(body: DepositLimitBody) {
  return api.post<SetLimitResult>('/api/protection/limits', body);
}

export function postCancelLimit(body: LimitPeriodBody) {
  return api.post<null>('/api/protection/limits/cancel', body);
}

/** Both resolve with the envelope: a refusal is an answer for a toast, and the overview reloads. */
export function useLimitMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: protectionKey });
  return {
    set: useMutation({ mutationFn: postLimit, onSettled }),
    cancel: useMutation({ mutationFn: postCancelLimit, onSettled }),
  };
}
