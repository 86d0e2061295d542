import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** Bound bank cards and wallet addresses, and the bank list players choose from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('cards')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('bank', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_no', 'varchar(128)', (c) => c.notNull())
    .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Unbinding keeps the row: withdrawals and audits still point at it.
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('cards_user').on('cards').columns(['user_id', 'type']).execute();
  await db.schema.createIndex('cards_number').on('cards').columns(['type', 'bank_no']).execute();

  await db.schema
    .createTable('banks')
    .addColumn('id', serial, id)
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
