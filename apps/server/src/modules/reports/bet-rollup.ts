import type { Kysely, Transaction } from 'kysely';
import { beijingDayNumber } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { betRollupRepository as repo } from './bet-rollup.repository.js';
import type { BetDayRow } from './reports.repository.js';

export interface SettledBet {
  /** 1 when the bet counts for the first time; 0 for a re-settlement's difference. */
  count?: number;
  userId: number;
  platform: string;
  betFen: number;
  validBet: number;
  winLoss: number;
  betTime: number;
}

/**
 * Adds newly recorded settled bets to the per-day-per-platform sums and to the bettors (who bet
 * on which day, how many each day, each one's last day), in the transaction that records them
 * (bets.service.ts), so the dashboard never sums raw bets and can never disagree with them. Rows
 * are summed in memory first (one upsert per key) and written in key order, so two recording
 * transactions on PostgreSQL cannot deadlock on the same rows.
 */
export async function addToBetRollup(trx: Transaction<DB>, bets: SettledBet[]): Promise<void> {
  const sums = new Map<string, BetDayRow>();
  const bettors = new Map<string, { day: number; user_id: number }>();
  for (const b of bets) {
    const day = beijingDayNumber(b.betTime);
    const key = `${day}\u0000${b.platform}`;
    const row = sums.get(key) ?? {
      day,
      platform: b.platform,
      bet_count: 0,
      bet_fen: 0,
      valid_bet_fen: 0,
      win_loss_fen: 0,
    };
    row.bet_count += b.count ?? 1;
    row.bet_fen += b.betFen;
    row.valid_bet_fen += b.validBet;
    row.win_loss_fen += b.winLoss;
    sums.set(key, row);
    bettors.set(`${day}:${b.userId}`, { day, user_id: b.userId });
  }
  if (sums.size === 0) return;
  const rows = [...sums.values()].sort(
    (a, b) => a.day - b.day || (a.platform < b.platform ? -1 : a.platform > b.platform ? 1 : 0),
  );
  await repo.addDaySums(trx, rows);
  const players = [...bettors.values()].sort((a, b) => a.day - b.day || a.user_id - b.user_id);
  // Only the pairs not seen before count as new bettors of their day.
  const newPerDay = new Map<number, number>();
  // 500 rows of two parameters stay far below either database's parameter limit.
  for (let i = 0; i < players.length; i += 500) {
    const inserted = await repo.addBettors(trx, players.slice(i, i + 500));
    for (const { day } of inserted) newPerDay.set(day, (newPerDay.get(day) ?? 0) + 1);
  }
  if (newPerDay.size === 0) return;
  await repo.addBettorCounts(
    trx,
    [...newPerDay].sort(([a], [b]) => a - b).map(([day, bettors]) => ({ day, bettors })),
  );
  const lastDay = new Map<number, number>();
  for (const p of players) lastDay.set(p.user_id, Math.max(lastDay.get(p.user_id) ?? p.day, p.day));
  const last = [...lastDay].sort(([a], [b]) => a - b).map(([user_id, last_day]) => ({ user_id, last_day }));
  for (let i = 0; i < last.length; i += 500) {
    await repo.raiseLastDays(trx, last.slice(i, i + 500));
  }
}

/**
 * Recomputes the rollups from the raw bets (what migration 0019 did for the bets before it):
 * for the benchmark's bulk-loaded bets, and to repair the sums should they ever be doubted.
 */
export async function rebuildBetRollup(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute((trx) => repo.rebuild(trx));
}
