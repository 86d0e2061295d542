import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * The player columns other modules may read (user.public.ts): never the password hashes, the
 * payment-password counters nor the registration and login addresses.
 */
export type PlayerColumn =
  | 'username'
  | 'realname'
  | 'mobile'
  | 'email'
  | 'birthday'
  | 'avatar'
  | 'pid'
  | 'isblack'
  | 'status'
  | 'isagent'
  | 'vip'
  | 'transferstatus'
  | 'created_at'
  | 'last_login_at';

/** Contact fields the player fills in once (account module). */
export type ContactColumn = 'email' | 'mobile' | 'birthday';

/** Reads and writes of the players' rows on behalf of other modules. */
export const playerProfileRepository = {
  find<C extends PlayerColumn>(q: Q, id: number, columns: readonly C[]) {
    return q.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  },

  /** The named columns of a player known to exist (a session or a foreign key proves it), else throws. */
  columns<C extends PlayerColumn>(q: Q, id: number, columns: readonly C[]) {
    return q.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  },

  /** The named columns of each of these players that exists, in no particular order. */
  async byIds<C extends PlayerColumn>(q: Q, ids: readonly number[], columns: readonly C[]) {
    if (ids.length === 0) return [];
    return q
      .selectFrom('users')
      .select('id')
      .select(columns)
      .where('id', 'in', [...ids])
      .execute();
  },

  /** The id of the player with this exact (lower-case) username. */
  async idByName(q: Q, username: string): Promise<number | undefined> {
    const row = await q.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  /** How many of these players registered within [start, end). */
  async countRegistered(q: Q, ids: readonly number[], start: number, end: number): Promise<number> {
    if (ids.length === 0) return 0;
    const row = await q
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', [...ids])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  saveContact(q: Q, id: number, values: Partial<Record<ContactColumn, string>>) {
    return q.updateTable('users').set(values).where('id', '=', id).execute();
  },

  setAvatar(q: Q, id: number, url: string) {
    return q.updateTable('users').set({ avatar: url }).where('id', '=', id).execute();
  },

  /** Free-transfer mode (免转): 1 when on. */
  setTransferMode(q: Q, id: number, status: 0 | 1) {
    return q.updateTable('users').set({ transferstatus: status }).where('id', '=', id).execute();
  },

  markAgent(q: Q, id: number) {
    return q.updateTable('users').set({ isagent: 1 }).where('id', '=', id).execute();
  },
};

/**
 * A condition on another module's query: the player id in `idColumn` belongs to a player whose
 * username starts with `prefix` (lower-cased; its % and _ taken as letters). A subquery on users,
 * so a list filtered by an account prefix keeps its own order and paging.
 */
export function idOfNameStartingWith(idColumn: string, prefix: string) {
  const like = `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql<SqlBool>`${sql.ref(idColumn)} in (select id from users where username like ${like} escape '\\')`;
}
