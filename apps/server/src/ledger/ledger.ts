import type { Transaction } from 'kysely';
import { notePlayerChanged } from '../db/player-changes.js';
import type { DB } from '../db/schema.js';
import { NON_NEGATIVE_KINDS } from './accounts.js';
import type { Reason } from './reasons.js';

export interface Leg {
  accountId: number;
  /** Signed fen: positive raises the account's balance, negative lowers it. */
  amount: number;
}

export interface JournalSpec {
  /** Unique per movement: provider transaction id, gateway order id, request key. */
  key: string;
  reason: Reason;
  /** The movement's headline amount in fen, compared when the same key comes again. */
  amount: number;
  userId?: number | null;
  refType?: string;
  refId?: string;
  memo?: string;
  legs: Leg[];
}

export interface PostResult {
  journalId: number;
  /** True when the key had been posted before and nothing moved this time. */
  replayed: boolean;
  /** Each leg's account balance after this journal (empty when replayed). */
  balances: Map<number, number>;
}

export type LedgerErrorCode = 'insufficient_funds' | 'idempotency_conflict' | 'invalid_journal';

export class LedgerError extends Error {
  constructor(
    public readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

function validate(spec: JournalSpec): void {
  const ok =
    spec.key.length > 0 &&
    spec.key.length <= 128 &&
    Number.isSafeInteger(spec.amount) &&
    spec.amount > 0 &&
    spec.legs.length >= 2 &&
    spec.legs.every((l) => Number.isSafeInteger(l.amount) && l.amount !== 0) &&
    spec.legs.reduce((sum, l) => sum + l.amount, 0) === 0;
  if (!ok)
    throw new LedgerError(
      'invalid_journal',
      `journal ${spec.key} is not a balanced set of non-zero integer legs`,
    );
}

/**
 * Posts one balanced journal inside the caller's transaction: the only way a balance changes.
 * A key seen before returns the first result when the amount and reason match, and is refused
 * otherwise. A debit that would take a player wallet below zero aborts the whole journal.
 * Accounts are updated in id order so concurrent journals on PostgreSQL cannot deadlock.
 */
export async function postJournal(trx: Transaction<DB>, spec: JournalSpec, now: number): Promise<PostResult> {
  validate(spec);
  const inserted = await trx
    .insertInto('ledger_journals')
    .values({
      idem_key: spec.key,
      reason: spec.reason,
      amount: spec.amount,
      user_id: spec.userId ?? null,
      ref_type: spec.refType ?? '',
      ref_id: spec.refId ?? '',
      memo: spec.memo?.slice(0, 255) ?? '',
      created_at: now,
    })
    // A concurrent journal with the same key commits first; this one then sees it and replays.
    .onConflict((oc) => oc.column('idem_key').doNothing())
    .returning('id')
    .executeTakeFirst();

  if (!inserted) {
    const first = await trx
      .selectFrom('ledger_journals')
      .select(['id', 'amount', 'reason'])
      .where('idem_key', '=', spec.key)
      .executeTakeFirstOrThrow();
    if (Number(first.amount) !== spec.amount || first.reason !== spec.reason) {
      throw new LedgerError('idempotency_conflict', `key ${spec.key} was used for a different movement`);
    }
    return { journalId: Number(first.id), replayed: true, balances: new Map() };
  }

  const journalId = Number(inserted.id);
  const legs = [...spec.legs].sort((a, b) => a.accountId - b.accountId);
  const balances = await applyLegs(trx, legs);
  const entries = legs.map((leg) => ({
    journal_id: journalId,
    account_id: leg.accountId,
    amount: leg.amount,
    balance_after: balances.get(leg.accountId)!,
    created_at: now,
  }));
  await trx.insertInto('ledger_entries').values(entries).execute();
  // Pushed to the player's open streams once the transaction commits.
  notePlayerChanged(spec.userId);
  return { journalId, replayed: false, balances };
}

/**
 * Moves every leg's account balance in one statement (one round trip, the money path's real cost on
 * PostgreSQL), each debit conditional: re-checked after any lock wait, so a missing row means not
 * enough money (or no such account). The rows are locked in the order the database reaches them;
 * a deadlock with a concurrent journal is retried whole by inTransaction.
 */
async function applyLegs(trx: Transaction<DB>, legs: Leg[]): Promise<Map<number, number>> {
  if (new Set(legs.map((l) => l.accountId)).size !== legs.length) {
    throw new LedgerError('invalid_journal', 'a journal moves each account once');
  }
  const rows = await trx
    .updateTable('accounts')
    .set((eb) => {
      let moved = eb
        .case('id')
        .when(legs[0]!.accountId)
        .then(eb.cast<number>(eb.val(legs[0]!.amount), 'bigint'));
      for (const leg of legs.slice(1))
        moved = moved.when(leg.accountId).then(eb.cast<number>(eb.val(leg.amount), 'bigint'));
      return { balance: eb('balance', '+', moved.end()) };
    })
    .where(
      'id',
      'in',
      legs.map((l) => l.accountId),
    )
    .where((eb) =>
      eb.and(
        legs
          .filter((l) => l.amount < 0)
          .map((l) =>
            eb.or([
              eb('id', '!=', l.accountId),
              eb('kind', 'not in', NON_NEGATIVE_KINDS),
              eb('balance', '>=', -l.amount),
            ]),
          ),
      ),
    )
    .returning(['id', 'balance'])
    .execute();
  const balances = new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
  const short = legs.find((l) => !balances.has(l.accountId));
  if (short)
    throw new LedgerError('insufficient_funds', `account ${short.accountId} cannot cover ${-short.amount}`);
  return balances;
}
