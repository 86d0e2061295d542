import { sql } from 'kysely';
import { dayOf } from '../db/beijing-day.js';

/**
 * The journals the reports read. Written out literally and identical to the condition of the
 * partial index `ledger_journals_report` (migration 0019): SQLite uses a partial index only when
 * the query repeats its condition, and a bound parameter would not count.
 */
const REPORT_REASONS = sql.raw(
  `reason in ('deposit', 'withdrawal_paid', 'bonus', 'rebate', 'red_packet', ` +
    `'adjustment_credit', 'adjustment_debit')`,
);

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

/**
 * The reports dashboard's reads of the journals, as queries the reports module runs (and explains,
 * so a test sees the indexes serve them). Ranges are half-open epoch ms; days are Beijing days.
 */
export const ledgerReportQueries = {
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
    // every deposit ever made in player order to save itself the grouping sort. (The CTE is not
    // named `deposits`: that is the deposits module's table.)
    sql<{ day: number; n: number }>`with credited as materialized (
        select user_id, created_at from ledger_journals
        where ${REPORT_REASONS} and reason = 'deposit' and created_at >= ${fromMs} and created_at < ${toMs}
      )
      select ${dayOf('first_at')} as day, count(*) as n from (
        select user_id, min(created_at) as first_at from credited group by user_id
      ) firsts
      where not exists (select 1 from ledger_journals p
        where p.reason = 'deposit' and p.user_id = firsts.user_id and p.created_at < ${fromMs})
      group by ${dayOf('first_at')}`,
};
