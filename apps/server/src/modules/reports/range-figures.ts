import { beijingDayNumber, dayNumberToDate } from '@app/shared';
import type { Clock } from '../../lib/clock.js';
import type { LedgerDay, LedgerDays } from './ledger-days.js';
import {
  addBets,
  addFigures,
  addLedger,
  emptyFigures,
  type DayFigures,
  type DayRange,
  type Figures,
} from './report-figures.js';
import type { BetDayRow, ReportsRepository } from './reports.repository.js';

/** Active players of a range in the past, counted by scanning its days, are reused this long. */
const PAST_RANGE_TTL_MS = 60_000;
/** Past ranges whose active players are remembered. */
const MAX_CACHED_RANGES = 100;

export interface RangeFigures {
  days: DayFigures[];
  bets: BetDayRow[];
  /** Distinct players over the whole range. */
  depositors: number;
  withdrawers: number;
}

/**
 * A range's figures day by day and in total. Bets are read from their rollup on every call (late
 * bet records still change past days); the ledger side comes from `ledgerDays`, which keeps the
 * closed days it has read.
 */
export function createRangeFigures(repo: ReportsRepository, clock: Clock, ledgerDays: LedgerDays) {
  const pastBettors = new Map<string, { at: number; n: number }>();
  const today = () => beijingDayNumber(clock.now().getTime());

  /** Players with a bet in the range, each once: from their last day when the range ends today. */
  async function activePlayers(range: DayRange): Promise<number> {
    if (range.toDay >= today()) return repo.bettorsSince(range.fromDay);
    const key = `${range.fromDay}:${range.toDay}`;
    const now = clock.now().getTime();
    const hit = pastBettors.get(key);
    if (hit && now - hit.at < PAST_RANGE_TTL_MS) return hit.n;
    const n = await repo.bettors(range.fromDay, range.toDay);
    if (pastBettors.size >= MAX_CACHED_RANGES) pastBettors.clear();
    pastBettors.set(key, { at: now, n });
    return n;
  }

  return {
    today,

    /** Per-day figures for every day of the range (empty days included), and what the totals need. */
    async perDay(range: DayRange): Promise<RangeFigures> {
      const firstOpen = ledgerDays.firstOpenDay();
      const [bets, bettors, ledger] = await Promise.all([
        repo.betDays(range.fromDay, range.toDay),
        repo.bettorsPerDay(range.fromDay, range.toDay),
        ledgerDays.ledgerFor(range, firstOpen),
      ]);
      const byDay = new Map<number, DayFigures>();
      for (let day = range.fromDay; day <= range.toDay; day++) {
        const f: DayFigures = { date: dayNumberToDate(day), ...emptyFigures() };
        const l = ledger.get(day)!;
        for (const row of l.sums) addLedger(f, row);
        f.depositors = l.depositors.length;
        f.withdrawers = l.withdrawers.length;
        f.first_depositors = l.firstDepositors;
        f.new_players = l.newPlayers;
        byDay.set(day, f);
      }
      for (const b of bets) {
        const f = byDay.get(b.day);
        if (f) addBets(f, b);
      }
      for (const r of bettors) {
        const f = byDay.get(r.day);
        if (f) f.active_players += r.n;
      }
      // Closed days' players are merged once; a call adds only the open days' (today's) newcomers.
      const lastClosed = Math.min(range.toDay, firstOpen - 1);
      const closed =
        lastClosed >= range.fromDay ? ledgerDays.closedSets(range.fromDay, lastClosed, ledger) : null;
      const union = (closedIds: Set<number> | undefined, pick: (day: LedgerDay) => number[]) => {
        const added = new Set<number>();
        for (let day = Math.max(range.fromDay, lastClosed + 1); day <= range.toDay; day++)
          for (const id of pick(ledger.get(day)!)) if (!closedIds?.has(id)) added.add(id);
        return (closedIds?.size ?? 0) + added.size;
      };
      const depositors = union(closed?.depositors, (d) => d.depositors);
      const withdrawers = union(closed?.withdrawers, (d) => d.withdrawers);
      return { days: [...byDay.values()], bets, depositors, withdrawers };
    },

    /** The range's totals: sums of the days, with players who came back on several days counted once. */
    async totals(range: DayRange, figures: RangeFigures): Promise<Figures> {
      const sum = emptyFigures();
      for (const d of figures.days) addFigures(sum, d);
      sum.depositors = figures.depositors;
      sum.withdrawers = figures.withdrawers;
      if (range.fromDay !== range.toDay) sum.active_players = await activePlayers(range);
      return sum;
    },
  };
}
