/**
 * Runs tasks for the same key one after another within this process (other keys run freely).
 * Used where parallel requests for one player must not interleave, e.g. payment-password checks.
 */
export function createKeyedMutex() {
  const tails = new Map<string | number, Promise<unknown>>();
  return async function run<T>(key: string | number, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
