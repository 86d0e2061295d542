import type { Kysely } from 'kysely';

/** Nothing looks seamless transactions up by round; the index only cost every callback a write. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('seamless_txns_round').execute();
}
