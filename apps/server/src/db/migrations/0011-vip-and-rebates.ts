import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * VIP levels (thresholds, rebate rates per game category, promotion bonus), each player's running
 * totals that promotion reads, and the rebates accrued per bet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    // Cumulative valid bets and deposits that reach the level, in fen.
    .addColumn('flow_fen', 'bigint', (c) => c.notNull())
    .addColumn('recharge_fen', 'bigint', (c) => c.notNull())
    // Rebate rates in hundredths of a percent (80 = 0.80%); fishing null means the slots rate.
    .addColumn('rate_live', 'integer', (c) => c.notNull())
    .addColumn('rate_slots', 'integer', (c) => c.notNull())
    .addColumn('rate_cards', 'integer', (c) => c.notNull())
    .addColumn('rate_sports', 'integer', (c) => c.notNull())
    .addColumn('rate_lottery', 'integer', (c) => c.notNull())
    .addColumn('rate_esports', 'integer', (c) => c.notNull())
    .addColumn('rate_fishing', 'integer')
    .addColumn('bonus_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('player_stats')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('deposit_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rebates')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('bet_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('valid_bet_fen', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // 0 pending claim, 1 claimed (spec 001 §4).
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('rebates_provider_bet', ['provider', 'bet_id'])
    .execute();
  await db.schema
    .createIndex('rebates_user_state')
    .on('rebates')
    .columns(['user_id', 'state', 'id'])
    .execute();
  await db.schema.createIndex('rebates_user_time').on('rebates').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('rebates_claim').on('rebates').column('claim_no').execute();

  // Which VIP rate a platform's bets earn; empty means by its category (fishing platforms say so).
  await db.schema
    .alterTable('platforms')
    .addColumn('rebate_category', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update platforms set rebate_category = 'fishing' where code = 'fgfish'`.execute(db);
}
