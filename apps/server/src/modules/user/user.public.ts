import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { playersRepository as repo } from './players.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * What the user module (owner of `users`) answers other modules about players. Each function takes
 * the handle first, so a caller inside its transaction reads and writes through it.
 */
export const players = {
  /** Usernames by player id; ids of no player are absent. */
  async namesByIds(q: Q, ids: readonly number[]): Promise<Map<number, string>> {
    return new Map((await repo.names(q, ids)).map((u) => [Number(u.id), u.username]));
  },

  /** The player's VIP level; null when there is no such player. */
  async vipLevel(q: Q, userId: number): Promise<number | null> {
    const row = await repo.vipLevel(q, userId);
    return row ? Number(row.vip) : null;
  },

  /** Raises the player to `level` unless already there or above; true when this call did. */
  async raiseVip(q: Q, userId: number, level: number): Promise<boolean> {
    return Number((await repo.raiseVip(q, userId, level)).numUpdatedRows) === 1;
  },

  /** How many players stand at each VIP level (levels nobody stands at are absent). */
  async countPerVipLevel(q: Q): Promise<Map<number, number>> {
    return new Map((await repo.countPerVip(q)).map((c) => [Number(c.vip), Number(c.n)]));
  },
};
