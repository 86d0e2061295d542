import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/shared';
import { userKey } from '../../../api/get-user';
import { api, isOk } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/** One multipart file field; the server checks the content is a PNG or GIF of at most 2 MB. */
export function postUploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<{ url: string }>('/api/uploadimg', form);
}

/** Uploads the avatar, shows its new address at once, then refreshes the user info (spec 001 §7). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUploadAvatar,
    onSuccess: (answer) => {
      if (!isOk(answer) || !answer.data?.url) return;
      const user = queryClient.getQueryData<UserInfo>(userKey);
      if (user) {
        const next = { ...user, avatar: answer.data.url };
        queryClient.setQueryData(userKey, next);
        storage.setUserInfo(next);
      }
      void queryClient.invalidateQueries({ queryKey: userKey });
    },
  });
}
