import type { Kysely, Transaction } from 'kysely';
import type { DB, PlayerExclusionsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** One time-out or self-exclusion; nothing ever edits or deletes one. */
export type ExclusionRow = Pick<
  PlayerExclusionsTable,
  'kind' | 'duration' | 'starts_at' | 'ends_at' | 'user_id'
> & {
  id: number;
};

const EXCLUSION_COLUMNS = ['id', 'user_id', 'kind', 'duration', 'starts_at', 'ends_at'] as const;

export const exclusionRow = (r: Record<string, unknown>): ExclusionRow => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  kind: r.kind as ExclusionRow['kind'],
  duration: String(r.duration),
  starts_at: Number(r.starts_at),
  ends_at: r.ends_at === null || r.ends_at === undefined ? null : Number(r.ends_at),
});

export const exclusionsRepository = {
  /** Exclusions in force at `now`. */
  async activeExclusions(q: Q, userId: number, now: number): Promise<ExclusionRow[]> {
    const rows = await q
      .selectFrom('player_exclusions')
      .select(EXCLUSION_COLUMNS)
      .where('user_id', '=', userId)
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    return rows.map(exclusionRow);
  },

  /** Which of these players are in a time-out or self-exclusion at `now`. */
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

  /** Every exclusion of the player, newest first. */
  async exclusions(q: Q, userId: number): Promise<ExclusionRow[]> {
    const rows = await q
      .selectFrom('player_exclusions')
      .select(EXCLUSION_COLUMNS)
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
};
