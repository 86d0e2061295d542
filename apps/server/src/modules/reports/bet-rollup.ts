import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BetDayRow } from './reports.repository.js';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing day `ms` falls on, as whole days since 1970-01-01 in UTC+8 (the rollup's key). */
export function beijingDayNumber(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
}

/** "YYYY-MM-DD" of a Beijing day number. */
export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface SettledBet {
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
 * (bets.service.ts), so the dashboard never sums raw bets and can never disagree with them. Rows are summed in memory first (one upsert per key) and written
 * in key order, so two recording transactions on PostgreSQL cannot deadlock on the same rows.
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
    row.bet_count += 1;
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
  await trx
    .insertInto('report_bets_daily')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['day', 'platform']).doUpdateSet((eb) => ({
        bet_count: eb('report_bets_daily.bet_count', '+', eb.ref('excluded.bet_count')),
        bet_fen: eb('report_bets_daily.bet_fen', '+', eb.ref('excluded.bet_fen')),
        valid_bet_fen: eb('report_bets_daily.valid_bet_fen', '+', eb.ref('excluded.valid_bet_fen')),
        win_loss_fen: eb('report_bets_daily.win_loss_fen', '+', eb.ref('excluded.win_loss_fen')),
      })),
    )
    .execute();
  const players = [...bettors.values()].sort((a, b) => a.day - b.day || a.user_id - b.user_id);
  // Only the pairs not seen before count as new bettors of their day.
  const newPerDay = new Map<number, number>();
  // 500 rows of two parameters stay far below either database's parameter limit.
  for (let i = 0; i < players.length; i += 500) {
    const inserted = await trx
      .insertInto('report_bettors_daily')
      .values(players.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['day', 'user_id']).doNothing())
      .returning('day')
      .execute();
    for (const { day } of inserted) newPerDay.set(day, (newPerDay.get(day) ?? 0) + 1);
  }
  if (newPerDay.size === 0) return;
  await trx
    .insertInto('report_bettor_days')
    .values([...newPerDay].sort(([a], [b]) => a - b).map(([day, bettors]) => ({ day, bettors })))
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({
        bettors: eb('report_bettor_days.bettors', '+', eb.ref('excluded.bettors')),
      })),
    )
    .execute();
  const lastDay = new Map<number, number>();
  for (const p of players) lastDay.set(p.user_id, Math.max(lastDay.get(p.user_id) ?? p.day, p.day));
  const last = [...lastDay].sort(([a], [b]) => a - b).map(([user_id, last_day]) => ({ user_id, last_day }));
  for (let i = 0; i < last.length; i += 500) {
    await trx
      .insertInto('report_bettor_last')
      .values(last.slice(i, i + 500))
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          last_day: eb
            .case()
            .when(eb.ref('excluded.last_day'), '>', eb.ref('report_bettor_last.last_day'))
            .then(eb.ref('excluded.last_day'))
            .else(eb.ref('report_bettor_last.last_day'))
            .end(),
        })),
      )
      .execute();
  }
}

/**
 * Recomputes the rollups from the raw bets (what migration 0019 did for the bets before it):
 * for the benchmark's bulk-loaded bets, and to repair the sums should they ever be doubted.
 */
export async function rebuildBetRollup(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_bets_daily').execute();
    await trx.deleteFrom('report_bettors_daily').execute();
    await trx.deleteFrom('report_bettor_days').execute();
    await trx.deleteFrom('report_bettor_last').execute();
    await sql`insert into report_bets_daily (day, platform, bet_count, bet_fen, valid_bet_fen, win_loss_fen)
      select (bet_time + 28800000) / 86400000, platform, count(*), sum(bet_fen), sum(valid_bet_fen), sum(win_loss_fen)
      from bets where status = 1 group by (bet_time + 28800000) / 86400000, platform`.execute(trx);
    await sql`insert into report_bettors_daily (day, user_id)
      select distinct (bet_time + 28800000) / 86400000, user_id from bets where status = 1`.execute(trx);
    await sql`insert into report_bettor_days (day, bettors)
      select day, count(*) from report_bettors_daily group by day`.execute(trx);
    await sql`insert into report_bettor_last (user_id, last_day)
      select user_id, max(day) from report_bettors_daily group by user_id`.execute(trx);
  });
}
