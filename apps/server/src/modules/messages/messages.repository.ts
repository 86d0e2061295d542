import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, MessagesTable } from '../../db/schema.js';
import { pageDescending } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export const messagesRepository = {
  insert(q: Q, row: Insertable<MessagesTable>) {
    return q.insertInto('messages').values(row).execute();
  },

  /** The inbox page, newest first. */
  list(q: Q, userId: number, page: number, perPage: number) {
    const rows = q
      .selectFrom('messages')
      .where('user_id', '=', userId)
      .select(['id', 'title', 'content', 'created_at', 'read_at']);
    return pageDescending(rows, ['id'], page, perPage);
  },

  count(q: Q, userId: number) {
    return q
      .selectFrom('messages')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  },

  /** The message when it is the player's own. */
  own(q: Q, userId: number, id: number) {
    return q
      .selectFrom('messages')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** Marks the player's unread messages read: one of them when `id` is given, else all. */
  markRead(q: Q, userId: number, now: number, id?: number) {
    let update = q
      .updateTable('messages')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (id !== undefined) update = update.where('id', '=', id);
    return update.execute();
  },

  countUnread(q: Q, userId: number) {
    return q
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
  },
};
