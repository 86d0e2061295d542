import type { Kysely } from 'kysely';

/**
 * Payment-password checks in flight per player, so a check is claimed in the database before
 * argon2 runs and every API node sees the same count: at most five unconfirmed or failed checks
 * at a time. `pay_pending_at` lets claims left behind by a node that died expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pay_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('pay_pending_at', 'bigint').execute();
}
