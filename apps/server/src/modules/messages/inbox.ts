import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** System messages to one player's inbox (deposit credited, withdrawal reviewed, level up, replies). */
export const inbox = {
  send(q: Q, userId: number, message: { kind: string; title: string; content: string }, now: number) {
    return q.insertInto('messages').values({ user_id: userId, ...message, created_at: now }).execute();
  },
};
