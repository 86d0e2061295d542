import { sql, type Kysely } from 'kysely';
import { formatFen } from '@app/shared';
import type {
  TransferAnswer,
  TransferCheck,
  TransferRequest,
  TransferStatus,
} from '@app/shared/provider-contract';
import type { ProviderDB } from './db.js';
import { ProviderError } from './provider-error.js';

/**
 * Transfer mode: the provider keeps a wallet per player and platform in its own books; the
 * operator moves money in and out of it, and rounds are paid from it.
 */
export function createTransferWallet(db: Kysely<ProviderDB>, now: () => number) {
  async function balanceOf(playerId: string, platform: string, q: Kysely<ProviderDB> = db) {
    const row = await q
      .selectFrom('dp_wallets')
      .select('balance')
      .where('player_id', '=', playerId)
      .where('platform', '=', platform)
      .executeTakeFirst();
    return row ? Number(row.balance) : 0;
  }

  return {
    /** The player's balance in fen, 0 before the first transfer. */
    balance: (playerId: string, platform: string): Promise<number> => balanceOf(playerId, platform),

    /** Idempotent by the operator's transfer number; the same number with other terms is a DUPLICATE. */
    async transfer(req: TransferRequest): Promise<TransferAnswer> {
      return db.transaction().execute(async (trx) => {
        const seen = await trx
          .selectFrom('dp_transfers')
          .selectAll()
          .where('transfer_no', '=', req.transfer_no)
          .executeTakeFirst();
        if (seen) {
          const same =
            seen.player_id === req.player_id &&
            seen.platform === req.platform &&
            seen.direction === req.direction &&
            Number(seen.amount) === req.amount;
          return {
            status: same ? (seen.status as TransferStatus) : 'DUPLICATE',
            balance: formatFen(await balanceOf(req.player_id, req.platform, trx)),
          };
        }
        await trx
          .insertInto('dp_wallets')
          .values({ player_id: req.player_id, platform: req.platform, updated_at: now() })
          .onConflict((oc) => oc.columns(['player_id', 'platform']).doNothing())
          .execute();
        const delta = req.direction === 'in' ? req.amount : -req.amount;
        const moved = await trx
          .updateTable('dp_wallets')
          .set({ balance: sql`balance + ${delta}`, updated_at: now() })
          .where('player_id', '=', req.player_id)
          .where('platform', '=', req.platform)
          .where(sql<boolean>`balance + ${delta} >= 0`)
          .executeTakeFirst();
        const status = Number(moved.numUpdatedRows) === 1 ? 'OK' : 'INSUFFICIENT_FUNDS';
        await trx
          .insertInto('dp_transfers')
          .values({ ...req, status, created_at: now() })
          .execute();
        const row = await trx
          .selectFrom('dp_wallets')
          .select('balance')
          .where('player_id', '=', req.player_id)
          .where('platform', '=', req.platform)
          .executeTakeFirstOrThrow();
        return { status, balance: formatFen(Number(row.balance)) };
      });
    },

    async transferStatus(transferNo: string): Promise<TransferCheck> {
      const t = await db
        .selectFrom('dp_transfers')
        .select('status')
        .where('transfer_no', '=', transferNo)
        .executeTakeFirst();
      return { status: !t ? 'NOT_FOUND' : t.status === 'OK' ? 'OK' : 'FAILED' };
    },

    /** Takes the stake and pays the win in one step; returns the balance after, in fen. */
    async settleRound(playerId: string, platform: string, bet: number, win: number): Promise<number> {
      const result = await db.transaction().execute(async (trx) => {
        const debited = await trx
          .updateTable('dp_wallets')
          .set({ balance: sql`balance - ${bet} + ${win}`, updated_at: now() })
          .where('player_id', '=', playerId)
          .where('platform', '=', platform)
          .where('balance', '>=', bet)
          .executeTakeFirst();
        if (Number(debited.numUpdatedRows) !== 1) return null;
        return (
          await trx
            .selectFrom('dp_wallets')
            .select('balance')
            .where('player_id', '=', playerId)
            .where('platform', '=', platform)
            .executeTakeFirstOrThrow()
        ).balance;
      });
      if (result === null) throw new ProviderError('INSUFFICIENT_FUNDS', '余额不足，请先转入额度');
      return Number(result);
    },
  };
}
