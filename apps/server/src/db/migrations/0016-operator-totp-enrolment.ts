import type { Kysely } from 'kysely';

/** A TOTP secret being enrolled: it becomes the operator's second factor once a code from it checks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('totp_pending', 'varchar(64)').execute();
}
