import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/** True when the database answers a trivial query within `ms`. */
export async function databaseAnswers(db: Kysely<DB>, ms = 2000): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref());
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  return Promise.race([query, timeout]);
}
