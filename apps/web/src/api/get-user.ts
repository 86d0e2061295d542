import { useQuery } from '@tanstack/react-query';
import { MSG, type UserInfo } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY, useToken } from '../lib/session';
import { storage } from '../lib/storage';

export const userKey = [ME_KEY, 'user'] as const;

export async function fetchUser(): Promise<UserInfo> {
  return unwrap(await api.post<UserInfo>('/api/user'));
}

/** Why this account may not use the site, or null when it may (spec 000 §4, §8). */
export function refusalMessage(user: Pick<UserInfo, 'isblack' | 'status'>): string | null {
  if (Number(user.isblack) === 1) return MSG.blacklisted;
  if (Number(user.status) === 0) return MSG.disabled;
  return null;
}

/** The logged-in player's profile: fetched once per page load, shown from storage meanwhile. */
export function useUser() {
  const token = useToken();
  return useQuery({
    queryKey: userKey,
    queryFn: fetchUser,
    enabled: token !== null,
    initialData: () => (token ? (storage.getUserInfo() ?? undefined) : undefined),
    initialDataUpdatedAt: 0,
    // The stored copy is only a placeholder: fetch once per page load (a reload too), so an account
    // blacklisted or disabled meanwhile is signed out (SessionKeeper); an answer then stays fresh.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
  });
}
