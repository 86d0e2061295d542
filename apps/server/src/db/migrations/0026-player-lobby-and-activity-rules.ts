import type { Kysely } from 'kysely';

/**
 * Two things a player met on the site:
 * - an activity's application rule, checked by the server when it has one (a first deposit, a
 *   deposit made the same Beijing day), with the smallest deposit it accepts;
 * - the lobby's favourites and recently played games, kept per player so every device shows them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('apply_rule', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('activities')
    .addColumn('rule_min_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('player_games')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'integer', (c) => c.notNull())
    // 1 while a favourite; played_at stays null for a game never opened.
    .addColumn('favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favourited_at', 'bigint')
    .addColumn('played_at', 'bigint')
    .addPrimaryKeyConstraint('player_games_pk', ['user_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('player_games_recent')
    .on('player_games')
    .columns(['user_id', 'played_at'])
    .execute();
}
