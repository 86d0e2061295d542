import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, UsersTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const userRepository = {
  findById(db: Kysely<DB>, id: number) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The named columns of a player known to exist (a session or a foreign key proves it), else throws. */
  columns<C extends keyof UsersTable & string>(q: Q, id: number, columns: readonly C[]) {
    return q.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  },
};

export interface Balances {
  main: number;
  game: number;
}

const SQL_SQLITE = `select coalesce(sum(case when kind = 'main' then balance end), 0) as main,
  coalesce(sum(case when kind = 'platform' then balance end), 0) as game
  from accounts where user_id = ?`;

/**
 * The balance poll (every 4.3 s per signed-in player) is the hottest read of the site, so it skips
 * the query builder: one cached prepared statement on SQLite, one named prepared statement on
 * PostgreSQL. It takes the database, not a transaction handle: the statements are prepared once.
 */
export function createBalanceReader(database: Database): (userId: number) => Promise<Balances> {
  if (database.sqlite) {
    const stmt = database.sqlite.prepare(SQL_SQLITE);
    return async (userId) => {
      const row = stmt.get(userId) as { main: number | bigint; game: number | bigint };
      return { main: Number(row.main), game: Number(row.game) };
    };
  }
  const pool = database.pool!;
  const text = SQL_SQLITE.replace('?', '$1');
  return async (userId) => {
    const { rows } = await pool.query({ name: 'balance-by-user', text, values: [userId] });
    return { main: Number(rows[0].main), game: Number(rows[0].game) };
  };
}
