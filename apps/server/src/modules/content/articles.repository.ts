import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const articlesRepository = {
  find(q: Q, type: number) {
    return q
      .selectFrom('articles')
      .select(['type', 'title', 'content'])
      .where('type', '=', type)
      .executeTakeFirst();
  },

  /** Writes the article of this type, creating it the first time. */
  save(q: Q, type: number, values: { title: string; content: string; updated_at: number }) {
    return q
      .insertInto('articles')
      .values({ type, ...values })
      .onConflict((oc) => oc.column('type').doUpdateSet(values))
      .execute();
  },
};
