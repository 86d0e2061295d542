import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const accountRepository = {
  /** The e-mail, mobile or birthday the player filled in (the service refuses changing a filled one). */
  saveContact(q: Q, userId: number, values: Partial<Record<'email' | 'mobile' | 'birthday', string>>) {
    return q.updateTable('users').set(values).where('id', '=', userId).execute();
  },

  setAvatar(q: Q, userId: number, url: string) {
    return q.updateTable('users').set({ avatar: url }).where('id', '=', userId).execute();
  },
};
