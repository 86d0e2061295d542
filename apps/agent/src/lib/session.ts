import { useSyncExternalStore } from 'react';
import { createTokenStore } from '@app/shared/client';
import { queryClient } from './query-client';
import { readToken, writeToken } from './storage';

const store = createTokenStore(readToken, writeToken);

export const getToken = store.get;

/** Why the last session ended (expired, frozen): the login page says it until the next sign-in. */
let endNotice: string | null = null;

export function setToken(token: string): void {
  endNotice = null;
  store.set(token);
}

/** Forgets the agent (token and every cached answer); `notice` is shown on the login page. */
export function endSession(notice: string | null = null): void {
  endNotice = notice;
  store.set(null);
  queryClient.clear();
}

export function getEndNotice(): string | null {
  return endNotice;
}

/** The session token, re-rendering on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
