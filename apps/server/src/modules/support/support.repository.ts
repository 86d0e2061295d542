import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SupportMessagesTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const supportRepository = {
  /** The player's latest 100 messages, newest first. */
  latest(q: Q, userId: number) {
    return q
      .selectFrom('support_messages')
      .select(['id', 'author', 'content', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  },

  insert(q: Q, row: Insertable<SupportMessagesTable>) {
    return q.insertInto('support_messages').values(row).execute();
  },

  /** The 50 conversations with the latest messages: each player and their last message's id. */
  conversations(q: Q) {
    return q
      .selectFrom('support_messages')
      .select(['user_id', (eb) => eb.fn.max('id').as('last_id')])
      .groupBy('user_id')
      .orderBy('last_id', 'desc')
      .limit(50)
      .execute();
  },
};
