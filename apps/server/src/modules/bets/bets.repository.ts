import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
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

  /** A known bet as last reported. */
  byBetId(q: Q, provider: string, betId: string) {
    return q
      .selectFrom('bets')
      .select([
        'id',
        'user_id',
        'version',
        'status',
        'bet_fen',
        'valid_bet_fen',
        'win_loss_fen',
        'posted_fen',
      ])
      .where('provider', '=', provider)
      .where('bet_id', '=', betId)
      .executeTakeFirst();
  },

  /** Moves a bet to a newer report if it is still at `version`: true when this call did. */
  async advanceVersion(q: Q, id: number, version: number, set: Updateable<BetsTable>) {
    const moved = await q
      .updateTable('bets')
      .set(set)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
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
      .select(['id', 'provider', 'bet_id', 'user_id', 'platform', 'win_loss_fen', 'posted_fen', 'version'])
      .where('posted', '=', 0)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** One updated row when this call marked the bet's version posted (its win or loss in the ledger). */
  markPosted(q: Q, bet: { id: number; version: number; win_loss_fen: number }) {
    return q
      .updateTable('bets')
      .set({ posted: 1, posted_fen: bet.win_loss_fen })
      .where('id', '=', bet.id)
      .where('version', '=', bet.version)
      .where('posted', '=', 0)
      .executeTakeFirst();
  },

  /** The records screen's page (the games' and platforms' names are the service's to add). */
  list(q: Q, filter: RecordsFilter, page: number, perPage: number) {
    const rows = filtered(q, filter).select([
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
