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
  /** Enabled transfer-mode platforms, in lobby order. */
  transferPlatforms(q: Q) {
    return q
      .selectFrom('platforms')
      .select(['code', 'name', 'adapter', 'wallet_mode', 'enabled'])
      .where('wallet_mode', '=', 'transfer')
      .where('enabled', '=', 1)
      .orderBy('sort', 'desc')
      .execute();
  },

  /** Every enabled platform, whatever its wallet mode. */
  enabledPlatforms(q: Q) {
    return q
      .selectFrom('platforms')
      .select(['code', 'name'])
      .where('enabled', '=', 1)
      .orderBy('sort', 'desc')
      .execute();
  },

  platform(q: Q, code: string) {
    return q
      .selectFrom('platforms')
      .select(['code', 'name', 'adapter', 'wallet_mode', 'enabled'])
      .where('code', '=', code)
      .executeTakeFirst();
  },

  /** The player's ledger wallet on each platform. */
  platformBalances(q: Q, userId: number) {
    return q
      .selectFrom('accounts')
      .select(['platform', 'balance'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'platform')
      .execute();
  },

  mainBalance(q: Q, userId: number) {
    return q
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .where('kind', '=', 'main')
      .executeTakeFirst();
  },

  /** Free-transfer mode (免转): 1 when on. */
  transferMode(q: Q, userId: number) {
    return q.selectFrom('users').select('transferstatus').where('id', '=', userId).executeTakeFirst();
  },

  setTransferMode(q: Q, userId: number, status: 0 | 1) {
    return q.updateTable('users').set({ transferstatus: status }).where('id', '=', userId).execute();
  },

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

  /** Pending transfers last touched at or before `before`, oldest first, with their platform's adapter. */
  pendingSince(q: Q, before: number) {
    return q
      .selectFrom('game_transfers')
      .innerJoin('platforms', 'platforms.code', 'game_transfers.platform')
      .select(['transfer_no', 'user_id', 'platform', 'direction', 'amount_fen', 'platforms.adapter'])
      .where('state', '=', TRANSFER_STATE.pending)
      .where('updated_at', '<=', before)
      .orderBy('game_transfers.id')
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

  /** The records screen's page, with each platform's name. */
  list(q: Q, filter: TransferFilter, page: number, perPage: number) {
    const rows = filtered(q, filter)
      .leftJoin('platforms', 'platforms.code', 'game_transfers.platform')
      .select([
        'game_transfers.created_at',
        'transfer_no',
        'platform',
        'amount_fen',
        'state',
        'platforms.name',
      ]);
    return pageDescending(rows, ['game_transfers.created_at', 'game_transfers.id'], page, perPage);
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
