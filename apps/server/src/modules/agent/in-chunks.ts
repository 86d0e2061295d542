const CHUNK = 5000;

/** A per-user query, CHUNK users at a time (bound parameters are limited); all users when none are named. */
export async function inChunks<T>(
  users: number[] | undefined,
  run: (chunk?: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (!users) return run();
  const out: T[] = [];
  for (let i = 0; i < users.length || i === 0; i += CHUNK)
    out.push(...(await run(users.slice(i, i + CHUNK))));
  return out;
}
