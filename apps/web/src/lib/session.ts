import { useSyncExternalStore } from 'react';
import { storage } from './storage';
import { queryClient } from './query-client';

/** Query keys under this prefix belong to the logged-in player and are dropped at logout. */
export const ME_KEY = 'me';

const listeners = new Set<() => void>();
let token = storage.getToken();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return token;
}

export function setToken(next: string): void {
  token = next;
  storage.setToken(next);
  emit();
}

/** Forgets the player: token, stored profile and every cached answer about them. */
export function clearSession(): void {
  token = null;
  storage.setToken(null);
  storage.setUserInfo(null);
  // The unread count belongs to the player leaving; the next one on this browser starts at zero.
  storage.setMessageNum(0);
  queryClient.removeQueries({ queryKey: [ME_KEY] });
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session token, re-rendering on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}

export function useIsLoggedIn(): boolean {
  return useToken() !== null;
}
