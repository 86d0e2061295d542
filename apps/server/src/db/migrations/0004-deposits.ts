import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** Pay channels and ranges, receiving bank accounts, deposit orders, gateway callback log, sandbox gateway state. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('pay_channels')
    .addColumn('key', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_fen', 'bigint', (c) => c.notNull())
    .addColumn('max_fen', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('pay_banks')
    .addColumn('id', serial, id)
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', serial, id)
    .addColumn('deposit_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('paytype', 'varchar(16)', (c) => c.notNull())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    // What the player pays in the order's currency, in its minor unit (fen or USDT cents).
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remitter_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('remitter_bank', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('remitter_card', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('remitter_branch', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_bank_id', 'integer')
    .addColumn('gateway', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_state').on('deposits').columns(['state', 'paytype']).execute();

  await db.schema
    .createTable('gateway_events')
    .addColumn('id', serial, id)
    .addColumn('gateway', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('remote_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gateway_events_order')
    .on('gateway_events')
    .columns(['gateway', 'order_no'])
    .execute();

  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', serial, id)
    .addColumn('order_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('merchant_order_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('notify_url', 'varchar(512)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('created'))
    .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acknowledged_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
