import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** Game platforms (one provider wallet each) and the game catalogue players browse. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();

  await db.schema
    .createTable('platforms')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(16)', (c) => c.notNull())
    // Which adapter speaks to this platform's provider, and in which wallet mode.
    .addColumn('adapter', 'varchar(32)', (c) => c.notNull())
    .addColumn('wallet_mode', 'varchar(16)', (c) => c.notNull().defaultTo('transfer'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', serialType(db), id)
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(16)', (c) => c.notNull())
    .addColumn('game_type', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
    .addColumn('mobile_img', 'varchar(255)', (c) => c.notNull())
    .addColumn('app_state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('games_platform_code', ['platform', 'game_code'])
    .execute();
  await db.schema.createIndex('games_category').on('games').columns(['category_id', 'sort']).execute();
}
