import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export const sportsbookAdminRepository = {
  platformAdapter(db: Kysely<DB>, platform: string) {
    return db.selectFrom('platforms').select('adapter').where('code', '=', platform).executeTakeFirst();
  },

  usernames(db: Kysely<DB>, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  },
};
