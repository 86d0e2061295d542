import type { Kysely } from 'kysely';

/**
 * What an activity's turnover multiple is taken of: 'bonus' (as before) or 'principal_and_bonus',
 * the deposit applied with plus the bonus, as first-deposit terms of this market say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('turnover_basis', 'varchar(24)', (c) => c.notNull().defaultTo('bonus'))
    .execute();
}
