import type { Insertable, Kysely, Transaction } from 'kysely';
import type { BetsTable, DB } from '../../db/schema.js';
import { countCapped } from '../../db/count-capped.js';
import { pageDescending, type RecordsFilter } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export const betsRepository = {
  /** Records a pulled bet once: its id when new, nothing when the provider sent it before. */
  insertOnce(q: Q, row: Insertable<BetsTable>) {
    return q
      .insertInto('bets')
      .values(row)
      .onConflict((oc) => oc.columns(['provider', 'bet_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
  },

  /** The provider's last record id we hold. */
  cursor(q: Q, provider: string) {
    return q
      .selectFrom('provider_cursors')
      .select('last_id')
      .where('provider', '=', provider)
      .executeTakeFirst();
  },

  setCursor(q: Q, provider: string, last: number, now: number) {
    return (
      q
        .insertInto('provider_cursors')
        .values({ provider, last_id: last, updated_at: now })
        // Forward only: a pull that read an older position must not move it back.
        .onConflict((oc) =>
          oc
            .column('provider')
            .doUpdateSet({ last_id: last, updated_at: now })
            .where('provider_cursors.last_id', '<', last),
        )
        .execute()
    );
  },

  /** Transfer-mode wins and losses not yet in the ledger, after `afterId`, in id order. */
  unposted(q: Q, afterId: number, limit: number) {
    return q
      .selectFrom('bets')
      .select(['id', 'provider', 'bet_id', 'user_id', 'platform', 'win_loss_fen'])
      .where('posted', '=', 0)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** One updated row when this call marked the bet posted. */
  markPosted(q: Q, id: number) {
    return q
      .updateTable('bets')
      .set({ posted: 1 })
      .where('id', '=', id)
      .where('posted', '=', 0)
      .executeTakeFirst();
  },

  /** The records screen's page, with each game's and platform's name. */
  list(q: Q, filter: RecordsFilter, page: number, perPage: number) {
    const rows = filtered(q, filter)
      .leftJoin('games', (j) =>
        j.onRef('games.platform', '=', 'bets.platform').onRef('games.game_code', '=', 'bets.game_code'),
      )
      .leftJoin('platforms', 'platforms.code', 'bets.platform')
      .select([
        'bets.bet_id',
        'bets.round_no',
        'bets.platform',
        'bets.game_code',
        'bets.bet_fen',
        'bets.valid_bet_fen',
        'bets.win_loss_fen',
        'bets.status',
        'bets.memo',
        'bets.bet_time',
        'games.name as game_name',
        'platforms.name as platform_name',
      ]);
    return pageDescending(rows, ['bets.bet_time', 'bets.id'], page, perPage);
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: RecordsFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },
};

function filtered(q: Q, filter: RecordsFilter) {
  let base = q.selectFrom('bets').where('bets.user_id', '=', filter.userId);
  if (filter.platform) base = base.where('bets.platform', '=', filter.platform);
  if (filter.since !== undefined) base = base.where('bets.bet_time', '>=', filter.since);
  return base;
}
