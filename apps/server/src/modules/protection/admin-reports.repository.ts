import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { exclusionRow, type ExclusionRow } from './exclusions.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface Page {
  page: number;
  perPage: number;
}

export interface ExclusionFilter {
  kind?: string;
  state?: 'active' | 'ended';
  userId?: number;
  from?: number;
  to?: number;
  now: number;
}

/** The back office's reads across players: nothing here writes. */
export const adminReportsRepository = {
  /** One page of the exclusions of every player, newest first, and how many match. */
  async exclusionPage(q: Q, filter: ExclusionFilter & Page) {
    let base = q.selectFrom('player_exclusions as x');
    if (filter.kind) base = base.where('x.kind', '=', filter.kind as ExclusionRow['kind']);
    if (filter.state === 'active')
      base = base.where((eb) => eb.or([eb('x.ends_at', 'is', null), eb('x.ends_at', '>', filter.now)]));
    if (filter.state === 'ended') base = base.where('x.ends_at', '<=', filter.now);
    if (filter.userId !== undefined) base = base.where('x.user_id', '=', filter.userId);
    if (filter.from !== undefined) base = base.where('x.created_at', '>=', filter.from);
    if (filter.to !== undefined) base = base.where('x.created_at', '<', filter.to);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select([
          'x.id',
          'x.user_id',
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
        ip: r.ip,
        created_at: Number(r.created_at),
      })),
    };
  },
};
