import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

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
