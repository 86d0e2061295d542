import { AsyncLocalStorage } from 'node:async_hooks';

type Listener = (userIds: number[]) => void;

/** The players a unit of work changed, kept until its transaction commits (see inTransaction). */
const pending = new AsyncLocalStorage<Set<number>>();
const listeners = new Set<Listener>();

/**
 * Notes that a player's balance, game wallets or inbox changed. Inside `inTransaction` the note
 * waits for the commit (a rolled-back change announces nothing); outside, it is announced at once,
 * so call it after the write.
 */
export function notePlayerChanged(userId: number | null | undefined): void {
  if (!userId) return;
  const store = pending.getStore();
  if (store) store.add(userId);
  else announce([userId]);
}

/** Runs one transaction's work collecting its notes; `commit` is called only when it commits. */
export function collectPlayerChanges<T>(work: () => Promise<T>): {
  result: Promise<T>;
  committed: () => void;
} {
  const changed = new Set<number>();
  return {
    result: pending.run(changed, work),
    committed: () => {
      if (changed.size) announce([...changed]);
    },
  };
}

function announce(userIds: number[]): void {
  for (const listener of listeners) listener(userIds);
}

/** Hears every committed change; returns the way to stop hearing (an app closing). */
export function onPlayersChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
