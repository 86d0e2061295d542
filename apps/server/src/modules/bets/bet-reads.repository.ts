import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { dayOf } from '../../db/beijing-day.js';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** A settled bet's Beijing day, as the reports' rollup keys it (migration 0019 wrote the same expression). */
const betDay = dayOf('bet_time');

/** The bets as other modules read them: a player's latest, and the settled ones summed for the reports. */
export const betReadsRepository = {
  /** The player's valid stakes and net win/loss (fen) over bets placed at or after `since`. */
  async sumsSince(q: Q, userId: number, since: number): Promise<{ validFen: number; winLossFen: number }> {
    const row = await q
      .selectFrom('bets')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('valid_bet_fen'), eb.lit(0)).as('valid'),
        eb.fn.coalesce(eb.fn.sum<number>('win_loss_fen'), eb.lit(0)).as('net'),
      ])
      .where('user_id', '=', userId)
      .where('bet_time', '>=', since)
      .executeTakeFirstOrThrow();
    return { validFen: Number(row.valid), winLossFen: Number(row.net) };
  },

  /** The player's latest bets, newest first. */
  recent(q: Q, userId: number, limit: number) {
    return q
      .selectFrom('bets')
      .select([
        'bet_id',
        'platform',
        'game_code',
        'bet_fen',
        'valid_bet_fen',
        'win_loss_fen',
        'status',
        'bet_time',
      ])
      .where('user_id', '=', userId)
      .orderBy('bet_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /**
   * Settled bets per Beijing day and platform: day, platform, count, stakes, valid stakes, win/loss,
   * as a query for the reports to insert from in one statement.
   */
  settledDaySumsQuery(): RawBuilder<unknown> {
    return sql`select ${betDay}, platform, count(*), sum(bet_fen), sum(valid_bet_fen),
        sum(win_loss_fen)
      from bets where status = 1 group by ${betDay}, platform`;
  },

  /** Each (Beijing day, player) with a settled bet once, as a query for the reports to insert from. */
  settledBettorDaysQuery(): RawBuilder<unknown> {
    return sql`select distinct ${betDay}, user_id from bets where status = 1`;
  },
};
