import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { atLeast } from '../lib/delay';
import { storage } from '../lib/storage';
import { balanceKey } from './get-balance';
import { userKey } from './get-user';

const MIN_SPIN_MS = 500;

export async function refreshUserMoney(): Promise<UserInfo> {
  return unwrap(await api.post<UserInfo>('/api/refreshusermoney'));
}

/** Pulls game-wallet money back into view; the spinner lasts at least 500 ms (spec 000 §9). */
export function useRefreshUserMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => atLeast(MIN_SPIN_MS, refreshUserMoney()),
    onSuccess: (user) => {
      storage.setUserInfo(user);
      queryClient.setQueryData(userKey, user);
      queryClient.setQueryData(balanceKey, { balance: user.balance, gameblance: user.gameblance });
    },
  });
}
