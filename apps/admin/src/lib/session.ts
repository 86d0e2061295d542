import { useSyncExternalStore } from 'react';
import { createTokenStore } from '@app/shared/client';

/**
 * The operator's session token. Its own key in sessionStorage: never the player site's `token`
 * (same origin), and gone when the tab closes, so a shared office computer forgets the operator.
 */
const KEY = 'admin_token';

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const store = createTokenStore(read, (token) =>
  token === null ? sessionStorage.removeItem(KEY) : sessionStorage.setItem(KEY, token),
);

export const getToken = store.get;

export function setToken(next: string): void {
  store.set(next);
}

export function clearToken(): void {
  store.set(null);
}

export function useToken(): string | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
