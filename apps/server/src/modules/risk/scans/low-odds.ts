import type { Kysely } from 'kysely';
import { beijingDay } from '../../../lib/clock.js';
import type { DB } from '../../../db/schema.js';
import { bets } from '../../bets/bets.public.js';
import { turnoverReads } from '../../turnover/turnover.public.js';
import type { NewAlert } from '../risk.public.js';
import { sportsOdds } from './bet-words.js';
import type { ScannedBet } from './scanned-bet.js';
import { THRESHOLDS as T } from './thresholds.js';

/**
 * 套利: a player who still owes turnover (a bonus's requirement) and clears it with sportsbook
 * bets mostly at odds under 1.30. Looked at for each player with a sportsbook bet in the batch,
 * over their last week of sportsbook bets; one alert per player per Beijing day.
 */
export async function findLowOdds(
  db: Kysely<DB>,
  batch: readonly ScannedBet[],
  now: number,
): Promise<NewAlert[]> {
  const players = [
    ...new Set(batch.filter((b) => sportsOdds(b.memo) !== null).map((b) => Number(b.user_id))),
  ];
  const owing = await turnoverReads.remainingByIds(db, players);
  const alerts: NewAlert[] = [];
  for (const userId of players) {
    const remaining = owing.get(userId) ?? 0;
    if (remaining <= 0) continue;
    const week = await bets.ofPlayersBetween(db, [userId], now - T.lowOddsWindowMs, now + 1);
    const priced = week.flatMap((b) => {
      const odds = sportsOdds(b.memo);
      return odds === null ? [] : [{ b, odds }];
    });
    const low = priced.filter((p) => p.odds < T.lowOdds);
    if (priced.length < T.lowOddsMinBets || low.length < T.lowOddsShare * priced.length) continue;
    alerts.push({
      kind: 'low_odds',
      fingerprint: `low_odds:${userId}:${beijingDay(now)}`,
      userIds: [userId],
      evidence: {
        turnover_remaining_fen: remaining,
        sports_bets: priced.length,
        low_odds_bets: low.length,
        low_odds_stake_fen: low.reduce((s, p) => s + Number(p.b.bet_fen), 0),
        examples: low.slice(-10).map((p) => ({
          id: Number(p.b.id),
          memo: p.b.memo,
          odds: p.odds,
          stake_fen: Number(p.b.bet_fen),
          bet_time: Number(p.b.bet_time),
        })),
      },
    });
  }
  return alerts;
}
