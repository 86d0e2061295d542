import type { Kysely } from 'kysely';
import { DAY_MS } from '@app/shared';
import { beijingDay, beijingMidnight } from '../../../lib/clock.js';
import type { DB } from '../../../db/schema.js';
import { bets } from '../../bets/bets.public.js';
import type { NewAlert } from '../risk.public.js';
import { THRESHOLDS as T } from './thresholds.js';

/** The Beijing day before `now`: its start, end and date. */
export function dayBefore(now: number) {
  const to = beijingMidnight(new Date(now));
  return { from: to - DAY_MS, to, day: beijingDay(to - DAY_MS) };
}

/**
 * 刷水: a Beijing day's large valid turnover ending near even, which earns the rebate (返水) at
 * almost no loss. Judged once a day is over; one alert per player and day.
 */
export async function findRebateFarming(
  db: Kysely<DB>,
  range: { from: number; to: number; day: string },
): Promise<NewAlert[]> {
  const totals = await bets.playerTotalsBetween(db, range.from, range.to, T.farmingMinValidFen);
  return totals
    .filter((r) => Math.abs(Number(r.net_fen)) <= T.farmingNetShare * Number(r.valid_fen))
    .map((r) => ({
      kind: 'rebate_farming' as const,
      fingerprint: `rebate_farming:${Number(r.user_id)}:${range.day}`,
      userIds: [Number(r.user_id)],
      evidence: {
        day: range.day,
        valid_fen: Number(r.valid_fen),
        net_fen: Number(r.net_fen),
        bets: Number(r.bets),
      },
    }));
}
