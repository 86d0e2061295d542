import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** Withdrawal requests, each player's outstanding turnover requirement, and the player inbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', serial, id)
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('card_id', 'integer', (c) => c.notNull())
    // A snapshot of the target: unbinding later must not change where the money goes.
    .addColumn('bank', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_no', 'varchar(128)', (c) => c.notNull())
    .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('usdt_rate', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('fee_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('receive_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_user')
    .on('withdrawals')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_state')
    .on('withdrawals')
    .columns(['state', 'created_at'])
    .execute();

  await db.schema
    .createTable('player_turnover')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('required_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'id']).execute();
}
