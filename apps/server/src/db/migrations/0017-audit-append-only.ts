import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The audit log records who did what, when, from where, and the state before and after; an
 * operator's refused attempt is recorded too (outcome 'denied'). Rows can be added, never changed
 * or removed: the database itself refuses UPDATE and DELETE, so not even a bug in our code (or an
 * operator with SQL access through the application) can rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('before_state', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('after_state', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull().defaultTo('ok'))
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_operator')
    .on('audit_log')
    .columns(['operator_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'created_at']).execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}
