import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { orderTotalsByState } from '../../db/review-queue.js';
import { DEPOSIT_STATE } from './deposit-state.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * Deposits that count against a deposit limit: pending (asked for, not yet paid or reviewed) and
 * credited. Rejected and failed orders free their room.
 */
const COUNTED_AGAINST_LIMITS = [DEPOSIT_STATE.pending, DEPOSIT_STATE.approved];

/** A page of players ranked by the rise of their credited deposits between two windows. */
export interface RisingDepositsQuery {
  prevStart: number;
  curStart: number;
  now: number;
  minFen: number;
  ratioPct: number;
  page: number;
  perPage: number;
}

/** The players' deposits as other modules read them (the back office, protection, red packets). */
export const depositReadsRepository = {
  /** The player's last credited deposit: its amount and when it was credited; undefined when none. */
  lastCredited(q: Q, userId: number) {
    return q
      .selectFrom('deposits')
      .select(['amount_fen', 'updated_at'])
      .where('user_id', '=', userId)
      .where('state', '=', DEPOSIT_STATE.approved)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Sum and count per state of the player's deposits. */
  totalsByState: (q: Q, userId: number) => orderTotalsByState(q, 'deposits', userId),

  /** The player's latest orders, newest first. */
  recent(q: Q, userId: number, limit: number) {
    return q
      .selectFrom('deposits')
      .select(['deposit_no', 'paytype', 'amount_fen', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** What the player's deposits credited (by their last change) in [from, to) came to, in fen. */
  async creditedBetween(q: Q, userId: number, from: number, to: number): Promise<number> {
    const row = await q
      .selectFrom('deposits')
      .select(sql<number>`coalesce(sum(amount_fen), 0)`.as('s'))
      .where('user_id', '=', userId)
      .where('state', '=', DEPOSIT_STATE.approved)
      .where('updated_at', '>=', from)
      .where('updated_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.s);
  },

  /** Deposits asked for after `since` (exclusive) that count against a limit, oldest first. */
  async countedSince(
    q: Q,
    userId: number,
    since: number,
  ): Promise<Array<{ amount_fen: number; created_at: number }>> {
    const rows = await q
      .selectFrom('deposits')
      .select(['amount_fen', 'created_at'])
      .where('user_id', '=', userId)
      .where('state', 'in', COUNTED_AGAINST_LIMITS)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ amount_fen: Number(r.amount_fen), created_at: Number(r.created_at) }));
  },

  /** Whether the player ever asked for a deposit. */
  async any(q: Q, userId: number): Promise<boolean> {
    const row = await q
      .selectFrom('deposits')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Credited deposits per player in the current window [curStart, now] and the one before it
   * [prevStart, curStart), kept when the current total reaches `minFen` and at least `ratioPct`
   * percent of the previous one: one page, the largest increase first, and how many match.
   */
  async risingPage(q: Q, p: RisingDepositsQuery) {
    const grouped = q
      .selectFrom('deposits')
      .select([
        'user_id',
        sql<number>`cast(sum(case when created_at >= ${p.curStart} then amount_fen else 0 end) as bigint)`.as(
          'current_fen',
        ),
        sql<number>`cast(sum(case when created_at < ${p.curStart} then amount_fen else 0 end) as bigint)`.as(
          'previous_fen',
        ),
        sql<number>`cast(sum(case when created_at >= ${p.curStart} then 1 else 0 end) as bigint)`.as(
          'current_count',
        ),
        sql<number>`cast(sum(case when created_at < ${p.curStart} then 1 else 0 end) as bigint)`.as(
          'previous_count',
        ),
      ])
      .where('state', '=', DEPOSIT_STATE.approved)
      .where('created_at', '>=', p.prevStart)
      .where('created_at', '<=', p.now)
      .groupBy('user_id');
    const base = q
      .selectFrom(grouped.as('r'))
      .where('r.current_fen', '>=', p.minFen)
      .where(sql<boolean>`r.current_fen * 100 >= r.previous_fen * ${p.ratioPct}`);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select(['r.user_id', 'r.current_fen', 'r.previous_fen', 'r.current_count', 'r.previous_count'])
        .orderBy((eb) => eb('r.current_fen', '-', eb.ref('r.previous_fen')), 'desc')
        .orderBy('r.user_id')
        .limit(p.perPage)
        .offset((p.page - 1) * p.perPage)
        .execute(),
    ]);
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        user_id: Number(r.user_id),
        current_fen: Number(r.current_fen),
        previous_fen: Number(r.previous_fen),
        current_count: Number(r.current_count),
        previous_count: Number(r.previous_count),
      })),
    };
  },
};
