import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * The reasons of the partial index ledger_journals_report (migration 0019), named as the index names
 * them: SQLite uses a partial index only when the query repeats its condition, and otherwise reads
 * the ledger by user (measured: 422 ms against 211 ms over 2.1 million journals, bench/README.md).
 */
const REPORT_INDEX_REASONS = [
  'deposit',
  'withdrawal_paid',
  'bonus',
  'rebate',
  'red_packet',
  'adjustment_credit',
  'adjustment_debit',
];

/** Balances and journals as other modules read them (ledger.public.ts); nothing here writes. */
export const ledgerReadsRepository = {
  /** The player's main wallet balance in fen (0 before the wallet exists). */
  async mainBalance(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .where('kind', '=', 'main')
      .executeTakeFirst();
    return row ? Number(row.balance) : 0;
  },

  /** The player's wallet balance (fen) on each game platform that has one, by platform code. */
  async platformBalances(q: Q, userId: number): Promise<Map<string, number>> {
    const rows = await q
      .selectFrom('accounts')
      .select(['platform', 'balance'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'platform')
      .execute();
    return new Map(rows.map((r) => [r.platform, Number(r.balance)]));
  },

  /** The id of the player's main wallet account, or null when none exists yet. */
  async mainWalletId(q: Q, userId: number): Promise<number | null> {
    const row = await q
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'main')
      .where('platform', '=', '')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  },

  /**
   * Sums of journal amounts per player and reason, journalled within [start, end), for `reasons`
   * (each one of the report index's) and, when named, `users` only. House journals (no user) come
   * back too, with a null user: the caller drops them.
   */
  sumsByUserAndReason(q: Q, period: { start: number; end: number }, reasons: string[], users?: number[]) {
    let query = q
      .selectFrom('ledger_journals')
      .select(['user_id', 'reason', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end)
      // Literal, as the index names it: SQLite cannot prove a bound parameter implies its condition.
      .where(sql<boolean>`reason in (${sql.join(REPORT_INDEX_REASONS.map((r) => sql.lit(r)))})`)
      .where('reason', 'in', reasons)
      // No "user_id is not null" here: SQLite would take it as a range on the user index instead of
      // the report index.
      .groupBy(['user_id', 'reason']);
    if (users) query = query.where('user_id', 'in', users.length ? users : [-1]);
    return query.execute();
  },

  /** Each of these players' first journal of `reason` (its time), for those who have one. */
  async firstJournalAt(q: Q, reason: string, users: number[]) {
    if (users.length === 0) return [];
    return q
      .selectFrom('ledger_journals')
      .select(['user_id', (eb) => eb.fn.min<number>('created_at').as('first')])
      .where('reason', '=', reason)
      .where('user_id', 'in', users)
      .groupBy('user_id')
      .execute();
  },
};
