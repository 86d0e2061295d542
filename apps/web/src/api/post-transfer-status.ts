import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/shared';
import { userKey } from './get-user';
import { api, isOk } from '../lib/api-client';
import { storage } from '../lib/storage';

export type TransferStatus = 0 | 1;

export function postTransferStatus(transferstatus: TransferStatus) {
  return api.post<null>('/api/uptransferstatus', { transferstatus });
}

/**
 * The 免转 switch: 0 manual transfers, 1 seamless. On success the stored profile takes the new
 * mode at once (spec 001 §4), then the profile is fetched again to confirm it.
 */
export function useTransferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTransferStatus,
    onSuccess: (answer, transferstatus) => {
      if (!isOk(answer)) return;
      const user = queryClient.getQueryData<UserInfo>(userKey);
      if (user) {
        const next = { ...user, transferstatus };
        queryClient.setQueryData(userKey, next);
        storage.setUserInfo(next);
      }
      void queryClient.invalidateQueries({ queryKey: userKey });
    },
  });
}
