import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { serialType } from './helpers.js';

/**
 * The turnover requirement by what created it (a deposit, a bonus, a red packet, a rebate, an
 * operator's credit), each with what is left of it; valid bets take the oldest first. The sum of what
 * is left equals player_turnover.required_fen, which stays the one figure a withdrawal checks. What a
 * player owed before this migration becomes one item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) => col.primaryKey();
  await db.schema
    .createTable('turnover_items')
    .addColumn('id', serialType(db), id)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('label', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('required_fen', 'bigint', (c) => c.notNull())
    .addColumn('remaining_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('cleared_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('turnover_items_user')
    .on('turnover_items')
    .columns(['user_id', 'id'])
    .execute();
  await sql`insert into turnover_items (user_id, kind, label, required_fen, remaining_fen, created_at)
    select user_id, 'earlier', '此前的流水要求', required_fen, required_fen, updated_at
    from player_turnover where required_fen > 0`.execute(db);
}
