import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** What a sign-in checks and answers with. */
const CREDENTIALS = ['id', 'username', 'password_hash', 'isblack', 'status', 'last_login_at'] as const;

/** The players' sign-in data, for the auth module: registration, login and password changes. */
export const credentialsRepository = {
  byName(q: Q, username: string) {
    return q.selectFrom('users').select(CREDENTIALS).where('username', '=', username).executeTakeFirst();
  },

  byId(q: Q, id: number) {
    return q.selectFrom('users').select(CREDENTIALS).where('id', '=', id).executeTakeFirst();
  },

  async insert(
    q: Q,
    row: {
      username: string;
      password_hash: string;
      pay_password_hash: string;
      realname: string;
      pid: number | null;
      register_ip: string;
      created_at: number;
    },
  ): Promise<number> {
    const inserted = await q.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  setPasswordHash(q: Q, id: number, column: 'password_hash' | 'pay_password_hash', hash: string) {
    return q
      .updateTable('users')
      .set({ [column]: hash })
      .where('id', '=', id)
      .execute();
  },

  recordLogin(q: Q, id: number, ip: string, now: number) {
    return q
      .updateTable('users')
      .set({ last_login_at: now, last_login_ip: ip })
      .where('id', '=', id)
      .execute();
  },
};
