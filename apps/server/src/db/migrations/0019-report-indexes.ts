import { sql, type Kysely } from 'kysely';

/**
 * What the reports dashboard reads, so it answers in milliseconds over millions of bets:
 *
 * - `report_bets_daily`: settled bets summed per Beijing day and platform, kept by the transaction
 *   that records the bets (modules/reports/bet-rollup.ts), so a year is at most a few thousand rows.
 * - `report_bettors_daily`: one row per player and Beijing day with a settled bet; with
 *   `report_bettor_days` (how many per day) and `report_bettor_last` (each player's last day with
 *   a bet), active players are counted without scanning: over a range that ends today they are
 *   the players whose last day falls in it.
 * - Partial indexes on the ledger: the journals the reports sum (deposits, paid withdrawals,
 *   bonuses, manual adjustments) by time and reason, and deposits by player for first deposits.
 *   Partial, so the bet and transfer journals that make up most of the ledger never touch them.
 *   The reason list must stay identical to REPORT_REASONS in modules/reports/reports.repository.ts:
 *   SQLite uses a partial index only when the query repeats its condition.
 * - users by creation time (new players).
 *
 * A Beijing day is stored as whole days since 1970-01-01 in UTC+8: (ms + 8 h) / 24 h.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_bets_daily')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('bet_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_bet_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    // The players' net result: the payout is bet_fen + win_loss_fen, the house keeps -win_loss_fen.
    .addColumn('win_loss_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_bets_daily_pk', ['day', 'platform'])
    .execute();
  await db.schema
    .createTable('report_bettors_daily')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_bettors_daily_pk', ['day', 'user_id'])
    .execute();
  await db.schema
    .createTable('report_bettor_days')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('bettors', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('report_bettor_last')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('last_day', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_bettor_last_day').on('report_bettor_last').column('last_day').execute();

  // Bets recorded before this migration: the same sums the recording transaction keeps from now on.
  await sql`insert into report_bets_daily (day, platform, bet_count, bet_fen, valid_bet_fen, win_loss_fen)
    select (bet_time + 28800000) / 86400000, platform, count(*), sum(bet_fen), sum(valid_bet_fen), sum(win_loss_fen)
    from bets where status = 1 group by (bet_time + 28800000) / 86400000, platform`.execute(db);
  await sql`insert into report_bettors_daily (day, user_id)
    select distinct (bet_time + 28800000) / 86400000, user_id from bets where status = 1`.execute(db);
  await sql`insert into report_bettor_days (day, bettors)
    select day, count(*) from report_bettors_daily group by day`.execute(db);
  await sql`insert into report_bettor_last (user_id, last_day)
    select user_id, max(day) from report_bettors_daily group by user_id`.execute(db);

  // Time first: PostgreSQL drops the reason condition the index predicate already implies, and
  // would then read the whole index; every report query bounds the time.
  await sql`create index ledger_journals_report on ledger_journals (created_at, reason, ref_type, amount, user_id)
    where reason in ('deposit', 'withdrawal_paid', 'bonus', 'rebate', 'red_packet', 'adjustment_credit', 'adjustment_debit')`.execute(
    db,
  );
  await sql`create index ledger_journals_first_deposit on ledger_journals (user_id, created_at)
    where reason = 'deposit'`.execute(db);
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
}
