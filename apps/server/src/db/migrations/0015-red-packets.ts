import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/** The red packet campaign: deposit tiers granting draws, and every draw paid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  const serial = serialType(db);

  await db.schema
    .createTable('redpacket_tiers')
    .addColumn('id', serial, id)
    // Deposits in the counting window from min up to max (0: no upper bound) grant `draws`.
    .addColumn('deposit_min_fen', 'bigint', (c) => c.notNull())
    .addColumn('deposit_max_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('draws', 'integer', (c) => c.notNull())
    .addColumn('amount_min_fen', 'bigint', (c) => c.notNull())
    .addColumn('amount_max_fen', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('redpacket_draws')
    .addColumn('id', serial, id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The campaign day (Beijing date, YYYYMMDD) and the draw's number that day: unique, so no
    // race can pay more draws than granted.
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('deposit_fen', 'bigint', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('redpacket_draws_user_day_seq', ['user_id', 'day', 'seq'])
    .execute();
  await db.schema
    .createIndex('redpacket_draws_user_time')
    .on('redpacket_draws')
    .columns(['user_id', 'id'])
    .execute();
}
