import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * Serialises a player's check-then-write sequences (card count, daily withdrawal count) inside a
 * transaction. A no-op update takes the row lock on PostgreSQL; SQLite transactions already hold
 * the database's single write lock from BEGIN IMMEDIATE, so there it costs one indexed write.
 */
export async function lockUserRow(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`update users set id = id where id = ${userId}`.execute(trx);
}
