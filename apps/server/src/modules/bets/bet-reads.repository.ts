import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { dayOf } from '../../db/beijing-day.js';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** A settled bet's Beijing day, as the reports' rollup keys it (migration 0019 wrote the same expression). */
const betDay = dayOf('bet_time');

/** What the risk scans read of a bet: whose, which round or ticket, the stakes and the words. */
const SCANNED = [
  'id',
  'provider',
  'user_id',
  'platform',
  'game_code',
  'round_no',
  'bet_fen',
  'valid_bet_fen',
  'win_loss_fen',
  'status',
  'memo',
  'bet_time',
] as const;

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
   * Bets recorded after `afterId` and before `before` (a few seconds ago, so that a bet whose
   * transaction commits late is not passed over), oldest first: the risk scans' cursor.
   */
  after(q: Q, afterId: number, before: number, limit: number) {
    return q
      .selectFrom('bets')
      .select(SCANNED)
      .where('id', '>', afterId)
      .where('created_at', '<', before)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Every bet of these rounds (round numbers; a scan filters provider and game). */
  inRounds(q: Q, roundNos: readonly string[]) {
    if (roundNos.length === 0) return Promise.resolve([]);
    return q
      .selectFrom('bets')
      .select(SCANNED)
      .where('round_no', 'in', [...new Set(roundNos)])
      .orderBy('id')
      .execute();
  },

  /** These players' bets placed in [from, to): the other side of a round or a market. */
  ofPlayersBetween(q: Q, userIds: readonly number[], from: number, to: number) {
    if (userIds.length === 0) return Promise.resolve([]);
    return q
      .selectFrom('bets')
      .select(SCANNED)
      .where('user_id', 'in', [...new Set(userIds)])
      .where('bet_time', '>=', from)
      .where('bet_time', '<', to)
      .orderBy('id')
      .execute();
  },

  /** Each player's settled turnover and net result over [from, to), those with at least `minValidFen`. */
  playerTotalsBetween(q: Q, from: number, to: number, minValidFen: number) {
    return q
      .selectFrom('bets')
      .select((eb) => [
        'user_id',
        eb.fn.sum<number>('valid_bet_fen').as('valid_fen'),
        eb.fn.sum<number>('win_loss_fen').as('net_fen'),
        eb.fn.countAll<number>().as('bets'),
      ])
      .where('status', '=', 1)
      .where('bet_time', '>=', from)
      .where('bet_time', '<', to)
      .groupBy('user_id')
      .having((eb) => eb.fn.sum('valid_bet_fen'), '>=', minValidFen)
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
