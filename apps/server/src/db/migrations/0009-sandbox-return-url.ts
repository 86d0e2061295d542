import type { Kysely } from 'kysely';

/** Where the sandbox pay page sends the player back: the merchant's own page for the order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sandbox_orders')
    .addColumn('return_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .execute();
}
