import { sql, type Kysely, type Transaction } from 'kysely';
import { INT4_MAX } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { exclusionRow, type ExclusionRow } from './exclusions.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

const CREDITED = 2;
/** A player id as typed: digits within the id column's range (past it, PostgreSQL refuses the query). */
const isUserId = (key: string) => /^\d{1,10}$/.test(key) && Number(key) <= INT4_MAX;

export interface Page {
  page: number;
  perPage: number;
}

export interface ExclusionFilter {
  kind?: string;
  state?: 'active' | 'ended';
  user?: string;
  from?: number;
  to?: number;
  now: number;
}

export interface RisingFilter {
  prevStart: number;
  curStart: number;
  now: number;
  minFen: number;
  ratioPct: number;
}

/** The back office's reads across players: nothing here writes. */
export const adminReportsRepository = {
  /** A player by id or user name (a number is tried as both). */
  findUser(q: Q, key: string) {
    let query = q.selectFrom('users').select(['id', 'username', 'realname', 'created_at', 'last_login_at']);
    query = isUserId(key)
      ? query.where((eb) => eb.or([eb('id', '=', Number(key)), eb('username', '=', key)]))
      : query.where('username', '=', key.toLowerCase());
    return query.executeTakeFirst();
  },

  /** One page of the exclusions of every player, newest first, and how many match. */
  async exclusionPage(q: Q, filter: ExclusionFilter & Page) {
    let base = q.selectFrom('player_exclusions as x').innerJoin('users as u', 'u.id', 'x.user_id');
    if (filter.kind) base = base.where('x.kind', '=', filter.kind as ExclusionRow['kind']);
    if (filter.state === 'active')
      base = base.where((eb) => eb.or([eb('x.ends_at', 'is', null), eb('x.ends_at', '>', filter.now)]));
    if (filter.state === 'ended') base = base.where('x.ends_at', '<=', filter.now);
    if (filter.user)
      base = isUserId(filter.user)
        ? base.where('x.user_id', '=', Number(filter.user))
        : base.where('u.username', '=', filter.user.toLowerCase());
    if (filter.from !== undefined) base = base.where('x.created_at', '>=', filter.from);
    if (filter.to !== undefined) base = base.where('x.created_at', '<', filter.to);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          'x.id',
          'x.user_id',
          'u.username',
          'x.kind',
          'x.duration',
          'x.starts_at',
          'x.ends_at',
          'x.ip',
          'x.created_at',
        ])
        .orderBy('x.id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute(),
    ]);
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        ...exclusionRow(r),
        username: r.username,
        ip: r.ip,
        created_at: Number(r.created_at),
      })),
    };
  },

  /**
   * Credited deposits per player in the current window [curStart, now] and the one before it
   * [prevStart, curStart), kept when the current total reaches `minFen` and at least `ratioPct`
   * percent of the previous one: one page, the largest increase first, and how many match.
   */
  async risingDepositsPage(q: Q, p: RisingFilter & Page) {
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
    const base = q
      .selectFrom(grouped.as('r'))
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .where('r.current_fen', '>=', p.minFen)
      .where(sql<boolean>`r.current_fen * 100 >= r.previous_fen * ${p.ratioPct}`);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          'r.user_id',
          'u.username',
          'r.current_fen',
          'r.previous_fen',
          'r.current_count',
          'r.previous_count',
        ])
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
        username: r.username,
        current_fen: Number(r.current_fen),
        previous_fen: Number(r.previous_fen),
        current_count: Number(r.current_count),
        previous_count: Number(r.previous_count),
      })),
    };
  },
};
