import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/shared';
import { userKey } from '../../../api/get-user';
import { api, isOk } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

export type ProfileChanges = Partial<Pick<UserInfo, 'mobile' | 'email' | 'birthday'>>;

export function postUpdateUserInfo(body: ProfileChanges) {
  return api.post<null>('/api/updateuserinfo', body);
}

/** Saves mobile, e-mail and birthday; the profile shows them at once, then is fetched again. */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateUserInfo,
    onSuccess: (answer, changes) => {
      if (!isOk(answer)) return;
      const user = queryClient.getQueryData<UserInfo>(userKey);
      if (user) {
        const next = { ...user, ...changes };
        queryClient.setQueryData(userKey, next);
        storage.setUserInfo(next);
      }
      void queryClient.invalidateQueries({ queryKey: userKey });
    },
  });
}
