import { sql, type Kysely } from 'kysely';

/**
 * A sportsbook ticket reaches us more than once: open when placed, settled, and re-settled when a
 * result is corrected. Each report carries the ticket's version; the record keeps the latest, and
 * (transfer mode) how much of its win or loss the ledger already holds, so each version posts only
 * the difference, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bets')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('posted_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // What an earlier record posted is its whole win or loss.
  await sql`update bets set posted_fen = win_loss_fen where posted = 1`.execute(db);
}
