import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** Promotions: categories, activities with sanitised rich content, and players' applications. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('activity_types')
    .addColumn('id', serial, id)
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('activities')
    .addColumn('id', serial, id)
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('banner', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // 1 shown, 0 hidden (spec 000 §3).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_apply', 'integer', (c) => c.notNull().defaultTo(0))
    // The bonus an approval suggests: the applied amount × percent (hundredths of a percent), capped.
    .addColumn('bonus_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_max_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('turnover_multiple', 'varchar(8)', (c) => c.notNull().defaultTo('1'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activities_type')
    .on('activities')
    .columns(['state', 'type_id', 'sort'])
    .execute();

  await db.schema
    .createTable('activity_applications')
    .addColumn('id', serial, id)
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // 1 pending review, 2 approved, 3 rejected (spec 001 §4).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bonus_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_applications_user')
    .on('activity_applications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('activity_applications_state')
    .on('activity_applications')
    .columns(['state', 'created_at'])
    .execute();
  // One pending application per activity per player, enforced by the database.
  await sql`create unique index activity_applications_one_pending on activity_applications (activity_id, user_id) where state = 1`.execute(
    db,
  );
}
