import type { Kysely } from 'kysely';

/**
 * The sandbox payment gateway keeps its own books in its own database now (apps/sandbox-gateway),
 * as a third party does, so its order table leaves the site's database. A production site with no
 * operator yet is set up through a one-time token, of which only the hash is kept (one row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_orders').ifExists().execute();
  await db.schema
    .createTable('operator_setup_tokens')
    // A single row: two nodes starting together issue one token, not two.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}
