import { useSyncExternalStore } from 'react';
import { createTokenStore } from '@app/shared/client';
import { storage } from './storage';
import { queryClient } from './query-client';

/** Query keys under this prefix belong to the logged-in player and are dropped at logout. */
export const ME_KEY = 'me';

const store = createTokenStore(storage.getToken, storage.setToken);

export const getToken = store.get;

export function setToken(next: string): void {
  store.set(next);
}

/** Forgets the player: token, stored profile and every cached answer about them. */
export function clearSession(): void {
  store.set(null);
  storage.setUserInfo(null);
  // The unread count belongs to the player leaving; the next one on this browser starts at zero.
  storage.setMessageNum(0);
  queryClient.removeQueries({ queryKey: [ME_KEY] });
}

/** The session token, re-rendering on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useIsLoggedIn(): boolean {
  return useToken() !== null;
}
