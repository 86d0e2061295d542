import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * Transfers between the main wallet and game platforms (each a two-step hold and settle around
 * the provider call), and the bet records pulled from providers with each provider's cursor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('game_transfers')
    .addColumn('id', serial, id)
    .addColumn('transfer_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    // in: main wallet → platform; out: platform → main wallet.
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // 0 failed (refunded), 1 success, 2 pending settlement (spec 001 §4).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_transfers_user')
    .on('game_transfers')
    .columns(['user_id', 'direction', 'created_at'])
    .execute();
  await db.schema
    .createIndex('game_transfers_state')
    .on('game_transfers')
    .columns(['state', 'updated_at'])
    .execute();

  await db.schema
    .createTable('bets')
    .addColumn('id', serial, id)
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('bet_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('round_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('bet_fen', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet_fen', 'bigint', (c) => c.notNull())
    .addColumn('win_loss_fen', 'bigint', (c) => c.notNull())
    // 0 invalid, 1 settled, 2 unsettled (spec 001 §4).
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('wallet_mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('memo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // Transfer-mode bets move the platform wallet once posted; seamless bets moved money already.
    .addColumn('posted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bets_provider_bet', ['provider', 'bet_id'])
    .execute();
  await db.schema.createIndex('bets_user_time').on('bets').columns(['user_id', 'bet_time']).execute();
  await db.schema
    .createIndex('bets_user_platform_time')
    .on('bets')
    .columns(['user_id', 'platform', 'bet_time'])
    .execute();
  await db.schema.createIndex('bets_unposted').on('bets').columns(['posted', 'id']).execute();

  await db.schema
    .createTable('provider_cursors')
    .addColumn('provider', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('last_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
