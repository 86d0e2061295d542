export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** Runs `task` but resolves no sooner than `ms`, so a spinner does not flash. */
export async function atLeast<T>(ms: number, task: Promise<T>): Promise<T> {
  const [result] = await Promise.all([task, delay(ms)]);
  return result;
}
