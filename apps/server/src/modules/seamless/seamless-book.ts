import type { Kysely, Transaction } from 'kysely';
import { formatFen } from '@app/shared';
import {
  SEAMLESS_STATUS as S,
  type SeamlessAnswer,
  type SeamlessStatus,
} from '@app/shared/provider-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { REASON } from '../../ledger/reasons.js';
import type { Clock } from '../../lib/clock.js';
import { seamlessRepository as repo } from './seamless.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

export const answer = (status: SeamlessStatus, balanceFen?: number): SeamlessAnswer => ({
  status,
  currency: 'CNY',
  ...(balanceFen === undefined ? {} : { balance: formatFen(balanceFen) }),
});

interface TxnRow {
  kind: string;
  user_id: number;
  amount: number;
  game_code: string;
  bet_txn_id: string;
  response: string;
}

/** Thrown when the transaction id was recorded meanwhile by a concurrent repeat. */
class Repeated extends Error {}

/** Thrown inside a transaction to roll it back and answer the provider with `answer`. */
export class Refusal extends Error {
  constructor(readonly answer: SeamlessAnswer) {
    super(answer.status);
  }
}

/** A transaction as recorded: what it is, whose, and for which bet (a win's or rollback's). */
export interface TxnRecord {
  txn_id: string;
  kind: string;
  user_id: number;
  platform: string;
  game_code: string;
  round_id: string;
  bet_txn_id: string;
  amount: number;
}

/**
 * The book of one provider's wallet transactions: each id is recorded once, with its answer and in
 * the database transaction that moves its money. A repeat gets the first answer; a reuse of the id
 * for something else is refused as a duplicate.
 */
export function createSeamlessBook(deps: { db: Kysely<DB>; clock: Clock; provider: string }) {
  const { db, clock, provider } = deps;

  const mainBalance = (q: Q, userId: number): Promise<number> => ledgerReads.mainBalance(q, userId);
  const findTxn = (q: Q, txnId: string) => repo.txn(q, provider, txnId);

  /** The first answer when this id was seen for the same thing; else a duplicate refusal. */
  function repeat(existing: TxnRow, expected: Omit<TxnRow, 'response'>): SeamlessAnswer {
    const same =
      existing.kind === expected.kind &&
      existing.user_id === expected.user_id &&
      Number(existing.amount) === expected.amount &&
      existing.game_code === expected.game_code &&
      existing.bet_txn_id === expected.bet_txn_id;
    return same ? (JSON.parse(existing.response) as SeamlessAnswer) : answer(S.duplicate);
  }

  /**
   * Posts the player's main-wallet movement for the provider's transaction `refId` (a bet takes
   * `amount` off the wallet, a win or rollback puts it on; the house the opposite) and answers with
   * the balance after it. A rollback is keyed apart from the bet it undoes, whose id it carries.
   */
  async function move(
    trx: Transaction<DB>,
    reason: typeof REASON.bet | typeof REASON.win | typeof REASON.rollback | typeof REASON.resettle,
    refId: string,
    player: { id: number; wallet: number },
    house: number,
    amount: number,
  ): Promise<SeamlessAnswer> {
    // A re-settlement's amount is signed (negative takes money back); the others are sizes.
    const delta = reason === REASON.bet ? -amount : amount;
    const legs = [
      { accountId: player.wallet, amount: delta },
      { accountId: house, amount: -delta },
    ];
    const key = `${reason === REASON.rollback ? 'seamless-rollback' : 'seamless'}:${provider}:${refId}`;
    const spec = {
      key,
      reason,
      amount: Math.abs(amount),
      userId: player.id,
      refType: 'seamless',
      refId,
      legs,
    };
    const posted = await postJournal(trx, spec, clock.now().getTime());
    return answer(S.ok, posted.balances.get(player.wallet) ?? (await mainBalance(trx, player.id)));
  }

  /**
   * Records the transaction and applies its money movement in one database transaction. When the
   * same id was recorded meanwhile (a concurrent repeat), answers as the first did.
   */
  async function record(
    row: TxnRecord,
    apply: (trx: Transaction<DB>) => Promise<SeamlessAnswer | { answer: SeamlessAnswer; status: string }>,
  ): Promise<SeamlessAnswer> {
    const now = clock.now().getTime();
    try {
      return await inTransaction(db, async (trx) => {
        const applied = await apply(trx);
        const { answer: result, status } = 'answer' in applied ? applied : { answer: applied, status: 'ok' };
        // Recorded last, with its answer, in the same transaction: a concurrent repeat that
        // committed first makes this insert a no-op, and everything above is rolled back.
        const response = JSON.stringify(result);
        const inserted = await repo.insertOnce(trx, { provider, ...row, status, response, created_at: now });
        if (!inserted) throw new Repeated();
        return result;
      });
    } catch (err) {
      // The id was answered before (its journal exists even if this repeat carries another amount).
      if (err instanceof Repeated || (err instanceof LedgerError && err.code === 'idempotency_conflict')) {
        const first = await findTxn(db, row.txn_id);
        if (first?.status === 'voided' && row.kind === 'bet')
          return answer(S.rolledBack, await mainBalance(db, row.user_id));
        if (first) return repeat(first, row);
        throw err;
      }
      if (!(err instanceof Refusal)) throw err;
      // A refusal is remembered too, so the same id keeps getting the same answer.
      const refused = err.answer;
      const response = JSON.stringify(refused);
      await repo.insertOnce(db, { provider, ...row, status: 'refused', response, created_at: now });
      const first = await findTxn(db, row.txn_id);
      return first ? repeat(first, row) : refused;
    }
  }

  return { mainBalance, findTxn, repeat, move, record };
}
