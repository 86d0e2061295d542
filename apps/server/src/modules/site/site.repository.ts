import type { Kysely, Transaction } from 'kysely';
import { pageInPlayersOrder } from '../../db/page-in-players-order.js';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const siteRepository = {
  /** The operator-set values: every stored setting, or only those of `keys` (not empty). */
  settings(q: Q, keys?: readonly string[]) {
    let query = q.selectFrom('settings').select(['key', 'value']);
    if (keys) query = query.where('key', 'in', [...keys]);
    return query.execute();
  },

  saveSetting(q: Q, key: string, value: string) {
    return q
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  },

  banners(db: Kysely<DB>, type: number) {
    return db
      .selectFrom('banners')
      .select(['id', 'src', 'link'])
      .where('type', '=', type)
      .where('state', '=', 1)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  marquee(db: Kysely<DB>) {
    return db
      .selectFrom('notices')
      .select('content')
      .where('kind', '=', 'marquee')
      .where('state', '=', 1)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  async announcements(db: Kysely<DB>, page: number, perPage: number) {
    const base = db.selectFrom('notices').where('kind', '=', 'announcement').where('state', '=', 1);
    const columns = ['id', 'title', 'content', 'created_at'] as const;
    return pageInPlayersOrder(base, (rows) => rows.select(columns), { page, perPage });
  },
};
