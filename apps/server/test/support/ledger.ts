import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { postJournal, type JournalSpec } from '../../src/ledger/ledger.js';

/**
 * Posts one balanced journal that moves `amount` fen from one ledger account to another, the way
 * a test sets money up without going through a module (`reason`: the REASON it stands for).
 */
export function moveMoney(
  trx: Transaction<DB>,
  move: { key: string; reason: JournalSpec['reason']; amount: number; from: number; to: number },
  now: number,
) {
  const { key, reason, amount, from, to } = move;
  const legs = [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ];
  return postJournal(trx, { key, reason, amount, legs }, now);
}

/** A player's main wallet balance in fen, read from the ledger. */
export async function mainBalanceFen(db: Kysely<DB>, userId: number): Promise<number> {
  const main = await db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', 'main')
    .executeTakeFirstOrThrow();
  return Number(main.balance);
}
