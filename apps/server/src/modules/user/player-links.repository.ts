import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Other players who filled in the same identity as one player, for risk control's linked accounts. */
export const playerLinksRepository = {
  /** Players with the same real name and the same phone (both filled in), at most `limit`. */
  async sameNamePhone(q: Q, userId: number, limit: number): Promise<number[]> {
    const me = await q
      .selectFrom('users')
      .select(['realname', 'mobile'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!me || me.realname.trim() === '' || me.mobile.trim() === '') return [];
    const rows = await q
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', me.mobile)
      .where('realname', '=', me.realname)
      .where('id', '<>', userId)
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  },

  /** Players with the same e-mail (filled in), at most `limit`. */
  async sameEmail(q: Q, userId: number, limit: number): Promise<number[]> {
    const me = await q.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (!me || me.email.trim() === '') return [];
    const rows = await q
      .selectFrom('users')
      .select('id')
      .where('email', '=', me.email)
      .where('id', '<>', userId)
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  },
};
