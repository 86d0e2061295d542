import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BEIJING_OFFSET_MS, DAY_MS } from '@app/shared';
import type { DB } from '../../db/schema.js';

/**
 * The journals the reports read. Written out literally and identical to the condition of the
 * partial index `ledger_journals_report` (migration 0019): SQLite uses a partial index only when
 * the query repeats its condition, and a bound parameter would not count.
 */
const REPORT_REASONS = sql.raw(
  `reason in ('deposit', 'withdrawal_paid', 'bonus', 'rebate', 'red_packet', ` +
    `'adjustment_credit', 'adjustment_debit')`,
);
/**
 * (ms + 8 h) / 24 h: the Beijing day (beijingDayNumber) of an epoch-ms column as whole days since
 * 1970, by integer division on both databases.
 */
export const dayOf = (column: string) => sql.raw<number>(`(${column} + ${BEIJING_OFFSET_MS}) / ${DAY_MS}`);

export interface BetDayRow {
  day: number;
  platform: string;
  bet_count: number;
  bet_fen: number;
  valid_bet_fen: number;
  win_loss_fen: number;
}

export interface LedgerDayRow {
  reason: string;
  ref_type: string;
  day: number;
  n: number;
  fen: number;
}

/** A player behind a deposit or a paid withdrawal on a day (each pair once). */
export interface DayPlayerRow {
  reason: string;
  day: number;
  user_id: number;
}

export interface DayCount {
  day: number;
  n: number;
}

/**
 * The dashboard's queries, each bounded by the range and served by an index (their plans over
 * 1,000,000 bets are in bench/README.md). Days are inclusive Beijing day numbers; ms half-open.
 */
const QUERIES = {
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

  /** Deposits, paid withdrawals, bonuses and adjustments per reason, kind and day. */
  ledgerDays: (fromMs: number, toMs: number) =>
    sql<LedgerDayRow>`select reason, ref_type, ${dayOf('created_at')} as day,
        count(*) as n, sum(amount) as fen
      from ledger_journals
      where ${REPORT_REASONS} and created_at >= ${fromMs} and created_at < ${toMs}
      group by reason, ref_type, ${dayOf('created_at')}`,

  /** Who deposited and who was paid a withdrawal, per day: players are counted once over a range. */
  dayPlayers: (fromMs: number, toMs: number) =>
    sql<DayPlayerRow>`select distinct reason, ${dayOf('created_at')} as day, user_id from ledger_journals
      where ${REPORT_REASONS} and reason in ('deposit', 'withdrawal_paid')
        and created_at >= ${fromMs} and created_at < ${toMs}`,

  /** Players whose first deposit ever was credited in the range, by the day it was. */
  firstDepositsPerDay: (fromMs: number, toMs: number) =>
    // Materialised so the range is read by time first: with statistics, SQLite would otherwise walk
    // every deposit ever made in player order to save itself the grouping sort.
    sql<DayCount>`with deposits as materialized (
        select user_id, created_at from ledger_journals
        where ${REPORT_REASONS} and reason = 'deposit' and created_at >= ${fromMs} and created_at < ${toMs}
      )
      select ${dayOf('first_at')} as day, count(*) as n from (
        select user_id, min(created_at) as first_at from deposits group by user_id
      ) firsts
      where not exists (select 1 from ledger_journals p
        where p.reason = 'deposit' and p.user_id = firsts.user_id and p.created_at < ${fromMs})
      group by ${dayOf('first_at')}`,

  /** Registrations per day. */
  newPlayersPerDay: (fromMs: number, toMs: number) =>
    sql<DayCount>`select ${dayOf('created_at')} as day, count(*) as n from users
      where created_at >= ${fromMs} and created_at < ${toMs} group by ${dayOf('created_at')}`,
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
    async platformNames(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('platforms').select(['code', 'name']).execute();
      return new Map(rows.map((r) => [r.code, r.name]));
    },
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
