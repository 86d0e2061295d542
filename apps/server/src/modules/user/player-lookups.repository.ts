import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { dayOf } from '../../db/beijing-day.js';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Players looked up by id or name for other modules: who they are, their flags, their lock. */
export const playerLookupsRepository = {
  /** Each known player's username by id; ids with no player are left out. */
  async namesByIds(q: Q, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await q.selectFrom('users').select(['id', 'username']).where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [Number(r.id), r.username]));
  },

  /** Blacklisted and disabled flags and the birthday ('' or null when none saved). */
  flags(q: Q, userId: number) {
    return q
      .selectFrom('users')
      .select(['isblack', 'status', 'birthday'])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  /** Name, real name, VIP level, status, blacklist flag and birthday of several players, by id. */
  async summariesByIds(q: Q, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const rows =
      unique.length === 0
        ? []
        : await q
            .selectFrom('users')
            .select(['id', 'username', 'realname', 'vip', 'status', 'isblack', 'birthday'])
            .where('id', 'in', unique)
            .execute();
    return new Map(rows.map((r) => [Number(r.id), r]));
  },

  /** The login password's hash. */
  async passwordHash(q: Q, userId: number): Promise<string | undefined> {
    const row = await q
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.password_hash;
  },

  /** A player by id or user name (`id` given: either may match), with when they joined and last came. */
  byIdOrName(q: Q, id: number | null, username: string) {
    const query = q.selectFrom('users').select(['id', 'username', 'realname', 'created_at', 'last_login_at']);
    return (
      id === null
        ? query.where('username', '=', username)
        : query.where((eb) => eb.or([eb('id', '=', id), eb('username', '=', username)]))
    ).executeTakeFirst();
  },

  /** How many players name this one as their referrer. */
  async referralCount(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pid', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Serialises a player's check-then-write sequences (card count, daily withdrawal count, an
   * exclusion already in force) inside a transaction, across every API node. A no-op update takes
   * the row lock on PostgreSQL; SQLite transactions already hold the database's single write lock
   * from BEGIN IMMEDIATE, so there it costs one indexed write.
   */
  async lockRow(trx: Transaction<DB>, userId: number): Promise<void> {
    await sql`update users set id = id where id = ${userId}`.execute(trx);
  },

  /** Registrations per Beijing day in [fromMs, toMs): a query for the reports to run and explain. */
  registrationsPerDayQuery(fromMs: number, toMs: number): RawBuilder<{ day: number; n: number }> {
    return sql`select ${dayOf('created_at')} as day, count(*) as n from users
      where created_at >= ${fromMs} and created_at < ${toMs} group by ${dayOf('created_at')}`;
  },
};
