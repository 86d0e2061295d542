import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * Player protection: deposit limits and exclusions kept as their full history (a change is a new
 * row, never an edit of the old one), and each player's protection settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('deposit_limits')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // 'day' (24 hours), 'week' (7 days) or 'month' (30 days): rolling windows.
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    // The new limit; null removes it.
    .addColumn('amount_fen', 'bigint')
    // The limit in force when the change was asked for (null: none).
    .addColumn('previous_fen', 'bigint')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    // At once for a decrease; 24 hours later for an increase or a removal (the cooling-off).
    .addColumn('effective_at', 'bigint', (c) => c.notNull())
    // A later change replaced it before it took effect.
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('deposit_limits_user')
    .on('deposit_limits')
    .columns(['user_id', 'period', 'effective_at'])
    .execute();

  await db.schema
    .createTable('player_exclusions')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // 'timeout' (24 hours to 30 days) or 'self_exclusion' (6 months or more).
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('duration', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    // null: permanent.
    .addColumn('ends_at', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_exclusions_user')
    .on('player_exclusions')
    .columns(['user_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('player_exclusions_time')
    .on('player_exclusions')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('player_protection')
    .addColumn('user_id', 'integer', id)
    // When the player confirmed being 18 or older at registration (null: registered by a client
    // that does not ask, e.g. the original mobile client).
    .addColumn('adult_confirmed_at', 'bigint')
    // The player's own reality-check interval; null follows the site setting.
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
