import type { Kysely } from 'kysely';

/**
 * Background jobs run on one node at a time: the node holding a job's lease runs it and renews the
 * lease each run; a lease not renewed (its node died or hangs) lapses and another node takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('runs', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
