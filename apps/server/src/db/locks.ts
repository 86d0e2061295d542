import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * Serialises a player's check-then-write sequences (card count, daily withdrawal count, an
 * exclusion already in force) inside a transaction, across every API node. A no-op update takes
 * the row lock on PostgreSQL; SQLite transactions already hold the database's single write lock
 * from BEGIN IMMEDIATE, so there it costs one indexed write.
 */
export async function lockUserRow(trx: Transaction<DB>, userId: number): Promise<void> {
  await sql`update users set id = id where id = ${userId}`.execute(trx);
}

/** Namespaces of {@link lockName}, so equal names of different kinds never share a lock. */
export const LOCK_SPACE = { loginName: 1 } as const;

/**
 * Serialises transactions about a name that may have no row to lock (a login name that may not
 * exist), until the transaction ends, across every API node: a transaction-scoped advisory lock
 * on PostgreSQL (two names whose hashes collide merely queue behind each other); on SQLite the
 * transaction already holds the single write lock.
 */
export async function lockName(
  trx: Transaction<DB>,
  space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE],
  name: string,
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${space}, hashtext(${name}))`.execute(trx);
}
