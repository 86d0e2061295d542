import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, ProviderTokensTable, SeamlessTxnsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const seamlessRepository = {
  /** One provider transaction as first recorded. */
  txn(q: Q, provider: string, txnId: string) {
    return q
      .selectFrom('seamless_txns')
      .select(['kind', 'user_id', 'amount', 'game_code', 'bet_txn_id', 'response', 'status', 'platform'])
      .where('provider', '=', provider)
      .where('txn_id', '=', txnId)
      .executeTakeFirst();
  },

  /**
   * Records a provider transaction under its id unless one is there already: the id when this call
   * recorded it, nothing when a concurrent repeat (or a remembered rollback) came first.
   */
  insertOnce(q: Q, row: Insertable<SeamlessTxnsTable>) {
    return q
      .insertInto('seamless_txns')
      .values(row)
      .onConflict((oc) => oc.columns(['provider', 'txn_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
  },

  /** Transactions of these ids (a win and its bet, say), as first recorded. */
  txns(q: Q, provider: string, txnIds: string[]) {
    return q
      .selectFrom('seamless_txns')
      .select([
        'txn_id',
        'kind',
        'user_id',
        'amount',
        'game_code',
        'bet_txn_id',
        'response',
        'status',
        'platform',
      ])
      .where('provider', '=', provider)
      .where('txn_id', 'in', txnIds)
      .execute();
  },

  /** Marks a bet settled by its win; one updated row unless it was rolled back meanwhile. */
  settleBet(q: Q, provider: string, betTxnId: string) {
    return q
      .updateTable('seamless_txns')
      .set({ status: 'settled' })
      .where('provider', '=', provider)
      .where('txn_id', '=', betTxnId)
      .where('status', 'in', ['ok', 'settled'])
      .executeTakeFirst();
  },

  /**
   * What the bet's wins and re-settlements have paid so far, in fen (read under the bet's lock),
   * and how many were refused (the win-cap alert's count).
   */
  async paymentsFor(q: Q, provider: string, betTxnId: string): Promise<{ paid: number; refused: number }> {
    const rows = await q
      .selectFrom('seamless_txns')
      .select([
        'status',
        (eb) => eb.fn.sum<number>('amount').as('paid'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('provider', '=', provider)
      .where('bet_txn_id', '=', betTxnId)
      .where('kind', 'in', ['win', 'resettle'])
      .where('status', 'in', ['ok', 'refused'])
      .groupBy('status')
      .execute();
    const of = (status: string) => rows.find((r) => r.status === status);
    return { paid: Number(of('ok')?.paid ?? 0), refused: Number(of('refused')?.n ?? 0) };
  },

  /** Marks the player's open bet rolled back; its amount when this call did. */
  rollBackBet(q: Q, provider: string, betTxnId: string, userId: number) {
    return q
      .updateTable('seamless_txns')
      .set({ status: 'rolled_back' })
      .where('provider', '=', provider)
      .where('txn_id', '=', betTxnId)
      .where('kind', '=', 'bet')
      .where('user_id', '=', userId)
      .where('status', '=', 'ok')
      .returning('amount')
      .executeTakeFirst();
  },

  insertToken(q: Q, row: Insertable<ProviderTokensTable>) {
    return q.insertInto('provider_tokens').values(row).execute();
  },

  /** What the bet path needs of a launch token. */
  tokenByHash(q: Q, hash: string) {
    return q
      .selectFrom('provider_tokens')
      .select(['user_id', 'platform', 'expires_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
  },

  token(q: Q, hash: string) {
    return q.selectFrom('provider_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  },
};
