import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bets } from '../bets/bets.public.js';
import type { BetDayRow } from './reports.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * The dashboard's bet rollups (migration 0019): per-day-per-platform sums and the bettors of each
 * day. Callers pass rows in key order, so two recording transactions on PostgreSQL take row locks
 * in the same order.
 */
export const betRollupRepository = {
  addDaySums(q: Q, rows: BetDayRow[]) {
    return q
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
  },

  /** The (day, player) pairs not seen before; the day of each one inserted. */
  addBettors(q: Q, players: Array<{ day: number; user_id: number }>) {
    return q
      .insertInto('report_bettors_daily')
      .values(players)
      .onConflict((oc) => oc.columns(['day', 'user_id']).doNothing())
      .returning('day')
      .execute();
  },

  addBettorCounts(q: Q, rows: Array<{ day: number; bettors: number }>) {
    return q
      .insertInto('report_bettor_days')
      .values(rows)
      .onConflict((oc) =>
        oc.column('day').doUpdateSet((eb) => ({
          bettors: eb('report_bettor_days.bettors', '+', eb.ref('excluded.bettors')),
        })),
      )
      .execute();
  },

  /** Each player's last day of betting, never moved back. */
  raiseLastDays(q: Q, rows: Array<{ user_id: number; last_day: number }>) {
    return q
      .insertInto('report_bettor_last')
      .values(rows)
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
  },

  /** Empties the rollups and sums them again from the raw settled bets; run it in a transaction. */
  async rebuild(trx: Q): Promise<void> {
    await trx.deleteFrom('report_bets_daily').execute();
    await trx.deleteFrom('report_bettors_daily').execute();
    await trx.deleteFrom('report_bettor_days').execute();
    await trx.deleteFrom('report_bettor_last').execute();
    await sql`insert into report_bets_daily (day, platform, bet_count, bet_fen, valid_bet_fen, win_loss_fen)
      ${bets.settledDaySumsQuery()}`.execute(trx);
    await sql`insert into report_bettors_daily (day, user_id) ${bets.settledBettorDaysQuery()}`.execute(trx);
    await sql`insert into report_bettor_days (day, bettors)
      select day, count(*) from report_bettors_daily group by day`.execute(trx);
    await sql`insert into report_bettor_last (user_id, last_day)
      select user_id, max(day) from report_bettors_daily group by user_id`.execute(trx);
  },
};
