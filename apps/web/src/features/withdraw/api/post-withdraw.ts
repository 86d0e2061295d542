import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isOk } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export interface WithdrawBody {
  amount: string;
  /** The chosen card's or address's id. */
  bank: number;
  password: string;
}

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
