import { sql, type Kysely, type Transaction } from 'kysely';
import type { LimitPeriod } from '@app/shared';
import type { DB, DepositLimitsTable, PlayerExclusionsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * Deposits that count against a limit: pending (asked for, not yet paid or reviewed) and credited
 * (DEPOSIT_STATE in deposits.service.ts). Rejected and failed orders free their room.
 */
const COUNTED_DEPOSIT_STATES = [1, 2];
const CREDITED = 2;

export type LimitRow = Pick<
  DepositLimitsTable,
  'period' | 'amount_fen' | 'previous_fen' | 'requested_at' | 'effective_at' | 'cancelled_at'
> & { id: number };
export type ExclusionRow = Pick<
  PlayerExclusionsTable,
  'kind' | 'duration' | 'starts_at' | 'ends_at' | 'user_id'
> & { id: number };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const limitRow = (r: Record<string, unknown>): LimitRow => ({
  id: Number(r.id),
  period: r.period as LimitPeriod,
  amount_fen: num(r.amount_fen),
  previous_fen: num(r.previous_fen),
  requested_at: Number(r.requested_at),
  effective_at: Number(r.effective_at),
  cancelled_at: num(r.cancelled_at),
});
const exclusionRow = (r: Record<string, unknown>): ExclusionRow => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  kind: r.kind as ExclusionRow['kind'],
  duration: String(r.duration),
  starts_at: Number(r.starts_at),
  ends_at: num(r.ends_at),
});

export const protectionRepository = {
  /** Every limit change of the player, oldest first. */
  async limitRows(q: Q, userId: number): Promise<LimitRow[]> {
    const rows = await q
      .selectFrom('deposit_limits')
      .select(['id', 'period', 'amount_fen', 'previous_fen', 'requested_at', 'effective_at', 'cancelled_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(limitRow);
  },

  async limitRowsFor(q: Q, userIds: number[]): Promise<Array<LimitRow & { user_id: number }>> {
    if (userIds.length === 0) return [];
    const rows = await q
      .selectFrom('deposit_limits')
      .select([
        'id',
        'user_id',
        'period',
        'amount_fen',
        'previous_fen',
        'requested_at',
        'effective_at',
        'cancelled_at',
      ])
      .where('user_id', 'in', userIds)
      .where('cancelled_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...limitRow(r), user_id: Number(r.user_id) }));
  },

  insertLimit(
    q: Q,
    row: {
      user_id: number;
      period: LimitPeriod;
      amount_fen: number | null;
      previous_fen: number | null;
      requested_at: number;
      effective_at: number;
    },
  ) {
    return q.insertInto('deposit_limits').values(row).execute();
  },

  /** Changes not yet in effect are replaced by a newer request. */
  cancelPending(q: Q, userId: number, period: LimitPeriod, now: number) {
    return q
      .updateTable('deposit_limits')
      .set({ cancelled_at: now })
      .where('user_id', '=', userId)
      .where('period', '=', period)
      .where('cancelled_at', 'is', null)
      .where('effective_at', '>', now)
      .executeTakeFirst();
  },

  /** Gross deposits asked for after `since` (exclusive), oldest first. */
  async depositsSince(
    q: Q,
    userId: number,
    since: number,
  ): Promise<Array<{ amount_fen: number; created_at: number }>> {
    const rows = await q
      .selectFrom('deposits')
      .select(['amount_fen', 'created_at'])
      .where('user_id', '=', userId)
      .where('state', 'in', COUNTED_DEPOSIT_STATES)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ amount_fen: Number(r.amount_fen), created_at: Number(r.created_at) }));
  },

  async hasDeposits(q: Q, userId: number): Promise<boolean> {
    const row = await q
      .selectFrom('deposits')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Exclusions in force at `now`. */
  async activeExclusions(q: Q, userId: number, now: number): Promise<ExclusionRow[]> {
    const rows = await q
      .selectFrom('player_exclusions')
      .select(['id', 'user_id', 'kind', 'duration', 'starts_at', 'ends_at'])
      .where('user_id', '=', userId)
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    return rows.map(exclusionRow);
  },

  async activeExclusionUsers(q: Q, userIds: number[], now: number): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await q
      .selectFrom('player_exclusions')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    return new Set(rows.map((r) => Number(r.user_id)));
  },

  async exclusions(q: Q, userId: number): Promise<ExclusionRow[]> {
    const rows = await q
      .selectFrom('player_exclusions')
      .select(['id', 'user_id', 'kind', 'duration', 'starts_at', 'ends_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(exclusionRow);
  },

  insertExclusion(
    q: Q,
    row: {
      user_id: number;
      kind: ExclusionRow['kind'];
      duration: string;
      starts_at: number;
      ends_at: number | null;
      ip: string;
      created_at: number;
    },
  ) {
    return q.insertInto('player_exclusions').values(row).execute();
  },

  settings(q: Q, userId: number) {
    return q
      .selectFrom('player_protection')
      .select(['adult_confirmed_at', 'reality_check_minutes'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  upsertSettings(
    q: Q,
    userId: number,
    patch: { adult_confirmed_at?: number | null; reality_check_minutes?: number | null },
    now: number,
  ) {
    return q
      .insertInto('player_protection')
      .values({
        user_id: userId,
        adult_confirmed_at: null,
        reality_check_minutes: null,
        ...patch,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
      .execute();
  },

  /** When the session behind this token hash began (the login), or undefined. */
  sessionStart(q: Q, tokenHash: string) {
    return q
      .selectFrom('sessions')
      .select(['created_at', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Stakes, wins and refunds posted to the player's wallets since `since` (both wallet modes). */
  async gameNet(q: Q, userId: number, since: number): Promise<number> {
    const rows = await q
      .selectFrom('ledger_journals')
      .select(['reason', (eb) => eb.fn.sum<number>('amount').as('total')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .where('reason', 'in', ['bet', 'win', 'rollback'])
      .groupBy('reason')
      .execute();
    return rows.reduce((net, r) => net + (r.reason === 'bet' ? -Number(r.total) : Number(r.total)), 0);
  },

  findUser(q: Q, key: string) {
    let query = q.selectFrom('users').select(['id', 'username', 'realname', 'created_at', 'last_login_at']);
    query = /^\d{1,10}$/.test(key)
      ? query.where((eb) => eb.or([eb('id', '=', Number(key)), eb('username', '=', key)]))
      : query.where('username', '=', key.toLowerCase());
    return query.executeTakeFirst();
  },

  /** Exclusions of every player for the back office, newest first. */
  exclusionList(
    q: Q,
    filter: {
      kind?: string;
      state?: 'active' | 'ended';
      user?: string;
      from?: number;
      to?: number;
      now: number;
    },
  ) {
    let base = q.selectFrom('player_exclusions as x').innerJoin('users as u', 'u.id', 'x.user_id');
    if (filter.kind) base = base.where('x.kind', '=', filter.kind as ExclusionRow['kind']);
    if (filter.state === 'active')
      base = base.where((eb) => eb.or([eb('x.ends_at', 'is', null), eb('x.ends_at', '>', filter.now)]));
    if (filter.state === 'ended') base = base.where('x.ends_at', '<=', filter.now);
    if (filter.user)
      base = /^\d{1,10}$/.test(filter.user)
        ? base.where('x.user_id', '=', Number(filter.user))
        : base.where('u.username', '=', filter.user.toLowerCase());
    if (filter.from !== undefined) base = base.where('x.created_at', '>=', filter.from);
    if (filter.to !== undefined) base = base.where('x.created_at', '<', filter.to);
    return base;
  },

  /**
   * Credited deposits per player in the current window [curStart, now] and the one before it
   * [prevStart, curStart), kept when the current total reaches `minFen` and at least `ratioPct`
   * percent of the previous one.
   */
  risingDeposits(
    q: Q,
    p: { prevStart: number; curStart: number; now: number; minFen: number; ratioPct: number },
  ) {
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
      .where('state', '=', CREDITED)
      .where('created_at', '>=', p.prevStart)
      .where('created_at', '<=', p.now)
      .groupBy('user_id');
    return q
      .selectFrom(grouped.as('r'))
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .where('r.current_fen', '>=', p.minFen)
      .where(sql<boolean>`r.current_fen * 100 >= r.previous_fen * ${p.ratioPct}`);
  },
};
