import { beijingDayNumber, dayNumberStart } from '@app/shared';
import { REASON } from '../../ledger/reasons.js';
import type { Clock } from '../../lib/clock.js';
import type { DayRange } from './report-figures.js';
import type { LedgerDayRow, ReportsRepository } from './reports.repository.js';

/** What the ledger and the players table say about one day. */
export interface LedgerDay {
  sums: LedgerDayRow[];
  depositors: number[];
  withdrawers: number[];
  firstDepositors: number;
  newPlayers: number;
}

/**
 * A Beijing day is closed this long after its midnight: journals carry the time they were posted
 * and are never changed, so from then on its ledger figures are final. The margin covers a
 * transaction that took its timestamp before midnight and committed just after.
 */
const CLOSE_AFTER_MS = 10 * 60_000;
/** Closed days remembered per process (a few kilobytes each). */
const MAX_CACHED_DAYS = 1000;
/** Runs of closed days whose merged players are remembered. */
const MAX_CACHED_RUNS = 20;

/**
 * The ledger side of the report days. A closed day is read once and kept: the journals of a past
 * range are summed once, after which a call reads only the days still open (today).
 */
export function createLedgerDays(repo: ReportsRepository, clock: Clock) {
  const closedDays = new Map<number, LedgerDay>();
  const loading = new Map<string, Promise<Map<number, LedgerDay>>>();
  /** Depositors and withdrawers of a run of closed days, merged once. */
  const closedPlayers = new Map<string, { depositors: Set<number>; withdrawers: Set<number> }>();

  /** The ledger side of every day from `fromDay` to `toDay`, read from the database. */
  async function readLedgerDays(fromDay: number, toDay: number): Promise<Map<number, LedgerDay>> {
    const fromMs = dayNumberStart(fromDay);
    const toMs = dayNumberStart(toDay + 1);
    const [sums, players, firsts, registrations] = await Promise.all([
      repo.ledgerDays(fromMs, toMs),
      repo.dayPlayers(fromMs, toMs),
      repo.firstDepositsPerDay(fromMs, toMs),
      repo.newPlayersPerDay(fromMs, toMs),
    ]);
    const days = new Map<number, LedgerDay>();
    for (let day = fromDay; day <= toDay; day++)
      days.set(day, { sums: [], depositors: [], withdrawers: [], firstDepositors: 0, newPlayers: 0 });
    for (const row of sums) days.get(row.day)?.sums.push(row);
    for (const p of players) {
      const day = days.get(p.day);
      if (day) (p.reason === REASON.deposit ? day.depositors : day.withdrawers).push(p.user_id);
    }
    for (const r of firsts) {
      const day = days.get(r.day);
      if (day) day.firstDepositors += r.n;
    }
    for (const r of registrations) {
      const day = days.get(r.day);
      if (day) day.newPlayers += r.n;
    }
    return days;
  }

  /** Concurrent callers asking for the same closed days share one read. */
  function readClosedDays(fromDay: number, toDay: number): Promise<Map<number, LedgerDay>> {
    const key = `${fromDay}:${toDay}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = readLedgerDays(fromDay, toDay)
        .then((days) => {
          if (closedDays.size + days.size > MAX_CACHED_DAYS) closedDays.clear();
          for (const [day, figures] of days) closedDays.set(day, figures);
          return days;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** Days before this one are closed. */
    firstOpenDay: () => beijingDayNumber(clock.now().getTime() - CLOSE_AFTER_MS),

    /** The ledger side of each day of the range: closed days from memory (read once), open days fresh. */
    async ledgerFor(range: DayRange, firstOpen: number): Promise<Map<number, LedgerDay>> {
      const lastClosed = Math.min(range.toDay, firstOpen - 1);
      const days = new Map<number, LedgerDay>();
      const missing: number[] = [];
      for (let day = range.fromDay; day <= lastClosed; day++) {
        const known = closedDays.get(day);
        if (known) days.set(day, known);
        else missing.push(day);
      }
      const openFrom = Math.max(range.fromDay, firstOpen);
      const [loaded, open] = await Promise.all([
        missing.length ? readClosedDays(missing[0]!, missing[missing.length - 1]!) : null,
        openFrom <= range.toDay ? readLedgerDays(openFrom, range.toDay) : null,
      ]);
      for (const day of missing) days.set(day, loaded!.get(day)!);
      for (const [day, figures] of open ?? []) days.set(day, figures);
      return days;
    },

    /** The players of the closed days of a range, as sets (shared by every call over the same days). */
    closedSets(fromDay: number, lastClosed: number, ledger: Map<number, LedgerDay>) {
      const key = `${fromDay}:${lastClosed}`;
      let sets = closedPlayers.get(key);
      if (!sets) {
        sets = { depositors: new Set(), withdrawers: new Set() };
        for (let day = fromDay; day <= lastClosed; day++) {
          for (const id of ledger.get(day)!.depositors) sets.depositors.add(id);
          for (const id of ledger.get(day)!.withdrawers) sets.withdrawers.add(id);
        }
        if (closedPlayers.size >= MAX_CACHED_RUNS) closedPlayers.clear();
        closedPlayers.set(key, sets);
      }
      return sets;
    },
  };
}

export type LedgerDays = ReturnType<typeof createLedgerDays>;
