import type { Kysely } from 'kysely';

/**
 * The last TOTP time step an operator signed in with: a code works once (RFC 6238 §5.2), so one
 * read over a shoulder or from a phishing page cannot open a second session within its 90 s.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('totp_last_step', 'bigint').execute();
}
