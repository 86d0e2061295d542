import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * Manual balance adjustments by operators. One row per request: posted at once when small, or
 * left pending until a second operator approves or rejects it. The ledger journal's key is
 * derived from `adjust_no`, so an adjustment can pay at most once however often it is approved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();

  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', serialType(db), id)
    .addColumn('adjust_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // Signed fen: positive credits the main wallet, negative debits it.
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('reason_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'varchar(255)', (c) => c.notNull())
    // Credits only: the turnover requirement added, as a multiple of the amount ('' for none).
    .addColumn('turnover_multiple', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    // 'pending' (awaiting a second operator), 'posted' or 'rejected'.
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('review_note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // The main wallet around the posting, for the operators' record.
    .addColumn('balance_before', 'bigint')
    .addColumn('balance_after', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('balance_adjustments_state')
    .on('balance_adjustments')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('balance_adjustments_user')
    .on('balance_adjustments')
    .columns(['user_id', 'created_at'])
    .execute();
}
