import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres, serialType } from './helpers.js';

/**
 * The double-entry ledger: journals (one per money movement, unique idempotency key) and their
 * entries (signed amounts summing to zero). Both tables are append-only, enforced by the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('ledger_journals')
    .addColumn('id', serial, id)
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('ref_type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('memo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_journals_user')
    .on('ledger_journals')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_journals_ref')
    .on('ledger_journals')
    .columns(['ref_type', 'ref_id'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', serial, id)
    .addColumn('journal_id', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_journal').on('ledger_entries').column('journal_id').execute();
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();

  for (const table of ['ledger_journals', 'ledger_entries']) {
    if (isPostgres(db)) {
      await sql`create or replace function ledger_append_only() returns trigger as $$
        begin raise exception 'ledger rows are append-only'; end; $$ language plpgsql`.execute(db);
      await sql
        .raw(
          `create trigger ${table}_append_only before update or delete on ${table} for each row execute function ledger_append_only()`,
        )
        .execute(db);
    } else {
      for (const op of ['update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_no_${op} before ${op} on ${table} begin select raise(abort, 'ledger rows are append-only'); end`,
          )
          .execute(db);
      }
    }
  }
}
