import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ledgerReportQueries } from '../../ledger/ledger.public.js';
import { players } from '../user/user.public.js';

export type { DayPlayerRow, LedgerDayRow } from '../../ledger/ledger.public.js';

export interface BetDayRow {
  day: number;
  platform: string;
  bet_count: number;
  bet_fen: number;
  valid_bet_fen: number;
  win_loss_fen: number;
}

export interface DayCount {
  day: number;
  n: number;
}

/**
 * The dashboard's queries, each bounded by the range and served by an index (their plans over
 * 1,000,000 bets are in bench/README.md). Days are inclusive Beijing day numbers; ms half-open.
 * The rollups are this module's; the journals' and registrations' queries are their owners'.
 */
const QUERIES = {
  ...ledgerReportQueries,
  newPlayersPerDay: players.registrationsPerDayQuery,
  /** Settled bets per day and platform, from the rollup kept with the bets. */
  betDays: (fromDay: number, toDay: number) =>
    sql<BetDayRow>`select day, platform, bet_count, bet_fen, valid_bet_fen, win_loss_fen
      from report_bets_daily
      where day >= ${fromDay} and day <= ${toDay}`,

  /** Players with a settled bet, per day (kept by the rollup). */
  bettorsPerDay: (fromDay: number, toDay: number) =>
    sql<DayCount>`select day, bettors as n from report_bettor_days
      where day >= ${fromDay} and day <= ${toDay}`,

  /**
   * Players whose last settled bet falls on `fromDay` or later: the active players of a range
   * ending today.
   */
  bettorsSince: (fromDay: number) =>
    sql<{ n: number }>`select count(*) as n from report_bettor_last where last_day >= ${fromDay}`,

  /** Players with a settled bet anywhere in a range, each counted once (for ranges in the past). */
  bettors: (fromDay: number, toDay: number) =>
    sql<{ n: number }>`select count(distinct user_id) as n from report_bettors_daily
      where day >= ${fromDay} and day <= ${toDay}`,
};

const TEXT_COLUMNS = new Set(['platform', 'reason', 'ref_type']);

/** PostgreSQL answers sums as numeric (a string) and counts as bigint: every figure as a number. */
async function rowsOf<T extends object>(db: Kysely<DB>, query: RawBuilder<T>): Promise<T[]> {
  const { rows } = await query.execute(db);
  return rows.map(
    (row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, TEXT_COLUMNS.has(k) ? v : Number(v)])) as T,
  );
}

/** The dashboard's reads, bound to one database handle (they never run inside a transaction). */
export function createReportsRepository(db: Kysely<DB>) {
  const one = async (query: RawBuilder<{ n: number }>) => (await rowsOf(db, query))[0]?.n ?? 0;
  return {
    betDays: (fromDay: number, toDay: number) => rowsOf(db, QUERIES.betDays(fromDay, toDay)),
    bettorsPerDay: (fromDay: number, toDay: number) => rowsOf(db, QUERIES.bettorsPerDay(fromDay, toDay)),
    bettorsSince: (fromDay: number) => one(QUERIES.bettorsSince(fromDay)),
    bettors: (fromDay: number, toDay: number) => one(QUERIES.bettors(fromDay, toDay)),
    ledgerDays: (fromMs: number, toMs: number) => rowsOf(db, QUERIES.ledgerDays(fromMs, toMs)),
    dayPlayers: (fromMs: number, toMs: number) => rowsOf(db, QUERIES.dayPlayers(fromMs, toMs)),
    firstDepositsPerDay: (fromMs: number, toMs: number) =>
      rowsOf(db, QUERIES.firstDepositsPerDay(fromMs, toMs)),
    newPlayersPerDay: (fromMs: number, toMs: number) => rowsOf(db, QUERIES.newPlayersPerDay(fromMs, toMs)),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/**
 * Each dashboard query's plan for a range (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL):
 * printed by the benchmark, and checked by the tests so an index cannot silently stop serving.
 */
export async function explainReportQueries(
  db: Kysely<DB>,
  dialect: 'sqlite' | 'postgres',
  range: { fromDay: number; toDay: number; fromMs: number; toMs: number },
): Promise<Record<string, string[]>> {
  const { fromDay, toDay, fromMs, toMs } = range;
  const queries: Record<string, RawBuilder<unknown>> = {
    betDays: QUERIES.betDays(fromDay, toDay),
    bettorsPerDay: QUERIES.bettorsPerDay(fromDay, toDay),
    bettorsSince: QUERIES.bettorsSince(fromDay),
    bettors: QUERIES.bettors(fromDay, toDay),
    ledgerDays: QUERIES.ledgerDays(fromMs, toMs),
    dayPlayers: QUERIES.dayPlayers(fromMs, toMs),
    firstDepositsPerDay: QUERIES.firstDepositsPerDay(fromMs, toMs),
    newPlayersPerDay: QUERIES.newPlayersPerDay(fromMs, toMs),
  };
  const plans: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    const { rows } = await sql<
      Record<string, unknown>
    >`${sql.raw(dialect === 'sqlite' ? 'explain query plan' : 'explain')} ${query}`.execute(db);
    plans[name] = rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
  }
  return plans;
}
