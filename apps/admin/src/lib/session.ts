import { useSyncExternalStore } from 'react';

/**
 * The operator's session token. Its own key in sessionStorage: never the player site's `token`
 * (same origin), and gone when the tab closes, so a shared office computer forgets the operator.
 */
const KEY = 'admin_token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let token = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return token;
}

export function setToken(next: string): void {
  token = next;
  sessionStorage.setItem(KEY, next);
  emit();
}

export function clearToken(): void {
  token = null;
  sessionStorage.removeItem(KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}
