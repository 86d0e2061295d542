/**
 * A session token held in memory and written through to the tab's storage, with listeners for React's
 * useSyncExternalStore: `useSyncExternalStore(store.subscribe, store.get, store.get)`.
 */
export interface TokenStore {
  get: () => string | null;
  /** null forgets the token. */
  set: (token: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/** `read` gives the stored token at start-up; `write` stores a new one (null removes it). */
export function createTokenStore(
  read: () => string | null,
  write: (token: string | null) => void,
): TokenStore {
  const listeners = new Set<() => void>();
  let token = read();
  return {
    get: () => token,
    set(next) {
      token = next;
      write(next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
