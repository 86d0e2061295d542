import { sql, type Kysely } from 'kysely';

/**
 * What an activity's turnover multiple is taken of: 'bonus' (as before) or 'principal_and_bonus',
 * the deposit applied with plus the bonus, as first-deposit terms of this market say. An activity
 * whose own terms already say (本金+彩金) takes that basis, so a running site keeps its promise too;
 * the seeded 连赢 offer, which pays by its table, drops the rate that suggested another bonus.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('turnover_basis', 'varchar(24)', (c) => c.notNull().defaultTo('bonus'))
    .execute();
  await sql`update activities set turnover_basis = 'principal_and_bonus'
    where content like ${'%本金+彩金%'}`.execute(db);
  await sql`update activities set bonus_rate = 0
    where banner = '/img/activities/live-streak.svg' and bonus_rate = 1000`.execute(db);
}
