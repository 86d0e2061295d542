import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, GameTransfersTable } from '../../db/schema.js';
import { countCapped } from '../../db/count-capped.js';
import { pageDescending, type RecordsFilter } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Transfer states (spec 001 §4): 0 failed, 1 success, 2 pending settlement. */
export const TRANSFER_STATE = { failed: 0, ok: 1, pending: 2 } as const;

/** What a transfer is, as the service moves it. */
export interface TransferRow {
  transfer_no: string;
  user_id: number;
  platform: string;
  direction: 'in' | 'out';
  amount_fen: number;
}

export interface TransferFilter extends RecordsFilter {
  direction: 'in' | 'out';
}

export const transfersRepository = {
  insert(q: Q, row: Insertable<GameTransfersTable>) {
    return q.insertInto('game_transfers').values(row).execute();
  },

  /** Moves a pending transfer to `state`; one updated row when this call made the change. */
  finish(q: Q, transferNo: string, state: number, now: number) {
    return q
      .updateTable('game_transfers')
      .set({ state, updated_at: now })
      .where('transfer_no', '=', transferNo)
      .where('state', '=', TRANSFER_STATE.pending)
      .executeTakeFirst();
  },

  /** Pending transfers last touched at or before `before`, oldest first (200 at most). */
  pendingSince(q: Q, before: number) {
    return q
      .selectFrom('game_transfers')
      .select(['transfer_no', 'user_id', 'platform', 'direction', 'amount_fen'])
      .where('state', '=', TRANSFER_STATE.pending)
      .where('updated_at', '<=', before)
      .orderBy('id')
      .limit(200)
      .execute();
  },

  /** One more send of a pending transfer. */
  countAttempt(q: Q, transferNo: string, now: number) {
    return q
      .updateTable('game_transfers')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('transfer_no', '=', transferNo)
      .execute();
  },

  /** The records screen's page (the platforms' names are the service's to add). */
  list(q: Q, filter: TransferFilter, page: number, perPage: number) {
    const rows = filtered(q, filter).select(['created_at', 'transfer_no', 'platform', 'amount_fen', 'state']);
    return pageDescending(rows, ['created_at', 'id'], page, perPage);
  },

  /** Counted up to MAX_LISTED. */
  count(q: Q, filter: TransferFilter): Promise<number> {
    return countCapped(q, filtered(q, filter));
  },
};

function filtered(q: Q, filter: TransferFilter) {
  let base = q
    .selectFrom('game_transfers')
    .where('user_id', '=', filter.userId)
    .where('direction', '=', filter.direction);
  if (filter.platform) base = base.where('platform', '=', filter.platform);
  if (filter.since !== undefined) base = base.where('created_at', '>=', filter.since);
  return base;
}
