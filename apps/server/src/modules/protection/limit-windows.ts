import type { Kysely, Transaction } from 'kysely';
import {
  formatFen,
  LIMIT_PERIODS,
  LIMIT_PERIOD_LABEL,
  LIMIT_PERIOD_MS,
  limitReachedMessage,
  type LimitHistoryItem,
  type LimitPeriod,
  type LimitStatus,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { deposits } from '../deposits/deposits.public.js';
import { limitsRepository as repo, type LimitRow } from './limits.repository.js';
import { at, atOrNull, yuanOrNull } from './wire-format.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface PeriodLimits {
  current: LimitRow | null;
  pending: LimitRow | null;
}

/** One limit in force and the deposits inside its rolling window, oldest first. */
interface DepositWindow {
  period: LimitPeriod;
  limit: number;
  used: number;
  deposits: Array<{ amount_fen: number; created_at: number }>;
}

/** Per period: the change in force at `now` (the latest that took effect) and the one waiting. */
export function limitsAt(rows: LimitRow[], now: number): Record<LimitPeriod, PeriodLimits> {
  const out = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, { current: null, pending: null }])) as Record<
    LimitPeriod,
    PeriodLimits
  >;
  for (const r of rows) {
    if (r.cancelled_at !== null) continue;
    const slot = out[r.period];
    if (!slot) continue;
    if (r.effective_at <= now) {
      if (
        !slot.current ||
        r.effective_at > slot.current.effective_at ||
        (r.effective_at === slot.current.effective_at && r.id > slot.current.id)
      )
        slot.current = r;
    } else if (!slot.pending || r.id > slot.pending.id) {
      slot.pending = r;
    }
  }
  return out;
}

/** Whether any period has a limit in force. */
export const hasLimit = (periods: Record<LimitPeriod, PeriodLimits>) =>
  LIMIT_PERIODS.some((p) => periods[p].current?.amount_fen != null);

/** The player's limits at `t` and, for each one set, how much of its window is used. */
export async function depositWindows(
  q: Q,
  userId: number,
  t: number,
): Promise<{ periods: Record<LimitPeriod, PeriodLimits>; windows: DepositWindow[] }> {
  const periods = limitsAt(await repo.limitRows(q, userId), t);
  const set = LIMIT_PERIODS.filter((p) => periods[p].current?.amount_fen != null);
  if (set.length === 0) return { periods, windows: [] };
  const widest = Math.max(...set.map((p) => LIMIT_PERIOD_MS[p]));
  const counted = await deposits.countedSince(q, userId, t - widest);
  return {
    periods,
    windows: set.map((period) => {
      // A deposit asked for at `c` counts while now < c + window.
      const inside = counted.filter((d) => d.created_at > t - LIMIT_PERIOD_MS[period]);
      return {
        period,
        limit: periods[period].current!.amount_fen!,
        used: inside.reduce((s, d) => s + d.amount_fen, 0),
        deposits: inside,
      };
    }),
  };
}

/**
 * Why a new deposit of `fen` does not fit, or null when it does. The lowest room left names the
 * limit; the deposit fits once every limit it passes allows it (never, if it is larger than one).
 */
export function overLimitMessage(windows: DepositWindow[], fen: number): string | null {
  const over = windows
    .filter((w) => w.used + fen > w.limit)
    .map((w) => {
      let fitsAt: number | null = null;
      if (fen <= w.limit) {
        // The moment enough of the oldest deposits have left the window for this one to fit.
        const need = w.used + fen - w.limit;
        let freed = 0;
        for (const d of w.deposits) {
          freed += d.amount_fen;
          if (freed >= need) {
            fitsAt = d.created_at + LIMIT_PERIOD_MS[w.period];
            break;
          }
        }
      }
      return { ...w, remaining: Math.max(0, w.limit - w.used), fitsAt };
    });
  if (over.length === 0) return null;
  const head = over.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  const fitsAt = over.some((o) => o.fitsAt === null) ? null : Math.max(...over.map((o) => o.fitsAt!));
  return limitReachedMessage({
    period: head.period,
    limit: formatFen(head.limit),
    remaining: formatFen(head.remaining),
    fitsAt: atOrNull(fitsAt),
  });
}

/** Each period's limit, use and waiting change as the player's page and the back office show them. */
export async function limitStatuses(q: Q, userId: number, t: number) {
  const { periods, windows } = await depositWindows(q, userId, t);
  const statuses: LimitStatus[] = LIMIT_PERIODS.map((period) => {
    const w = windows.find((x) => x.period === period);
    const pending = periods[period].pending;
    return {
      period,
      label: LIMIT_PERIOD_LABEL[period],
      limit: w ? formatFen(w.limit) : null,
      used: formatFen(w?.used ?? 0),
      remaining: w ? formatFen(Math.max(0, w.limit - w.used)) : null,
      next_free_at: w?.deposits[0] ? at(w.deposits[0].created_at + LIMIT_PERIOD_MS[period]) : null,
      pending: pending
        ? { amount: yuanOrNull(pending.amount_fen), effective_at: at(pending.effective_at) }
        : null,
    };
  });
  return { statuses, periods };
}

export function historyItem(
  r: LimitRow,
  periods: Record<LimitPeriod, PeriodLimits>,
  t: number,
): LimitHistoryItem {
  const slot = periods[r.period];
  const state: LimitHistoryItem['state'] =
    r.cancelled_at !== null
      ? 'cancelled'
      : slot.current?.id === r.id
        ? 'active'
        : r.effective_at > t
          ? 'pending'
          : 'replaced';
  return {
    period: r.period,
    amount: yuanOrNull(r.amount_fen),
    previous: yuanOrNull(r.previous_fen),
    requested_at: at(r.requested_at),
    effective_at: at(r.effective_at),
    state,
  };
}
