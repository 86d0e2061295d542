import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawBody } from '@app/shared';
import { api, isOk } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export function postWithdraw(body: WithdrawBody) {
  return api.post<null>('/api/withdraw', body);
}

/** A withdrawal request; the money leaves the balance at once, so everything about the player reloads. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdraw,
    onSuccess: (answer) => {
      if (isOk(answer)) void queryClient.invalidateQueries({ queryKey: [ME_KEY] });
    },
  });
}
