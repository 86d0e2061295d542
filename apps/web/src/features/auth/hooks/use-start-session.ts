import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/shared';
import { fetchUser, refusalMessage, userKey } from '../../../api/get-user';
import { clearSession, setToken } from '../../../lib/session';
import { storage } from '../../../lib/storage';

export type SessionStart = { ok: true; user: UserInfo } | { ok: false; message: string };

/**
 * After login or registration: keep the token, load the profile, and refuse a blacklisted or
 * disabled account before anything is shown as logged in (spec 000 §4).
 */
export function useStartSession(): (token: string) => Promise<SessionStart> {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string) => {
      setToken(token);
      try {
        const user = await fetchUser();
        const refusal = refusalMessage(user);
        if (refusal) {
          clearSession();
          return { ok: false, message: refusal };
        }
        storage.setUserInfo(user);
        queryClient.setQueryData(userKey, user);
        return { ok: true, user };
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [queryClient],
  );
}
