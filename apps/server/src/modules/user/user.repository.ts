import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export const userRepository = {
  findById(db: Kysely<DB>, id: number) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },
};
