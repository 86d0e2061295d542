import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * The seamless wallet: tokens we hand providers at launch, and every provider transaction id we
 * have answered (kept for reconciliation), with the answer itself so a repeat gets the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();

  await db.schema
    .createTable('provider_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seamless_txns')
    .addColumn('id', serialType(db), id)
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('txn_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('round_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('bet_txn_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // ok; rolled_back (a bet undone); settled (a bet whose round has paid out); orphan (a rollback that came before its bet)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('seamless_txns_provider_txn', ['provider', 'txn_id'])
    .execute();
  await db.schema
    .createIndex('seamless_txns_bet')
    .on('seamless_txns')
    .columns(['provider', 'bet_txn_id'])
    .execute();
  await db.schema
    .createIndex('seamless_txns_round')
    .on('seamless_txns')
    .columns(['provider', 'round_id'])
    .execute();
}
