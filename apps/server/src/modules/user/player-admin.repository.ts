import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pageDescending, withTotal } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The back office's player list filter. */
export interface PlayerSearch {
  /** Username prefix (lower-case). */
  username?: string;
  /** Part of the real name. */
  realname?: string;
  /** Part of the mobile number. */
  mobile?: string;
  /** The referring agent's id. */
  pid?: number;
  status?: number;
  isblack?: number;
  from?: number;
  to?: number;
  /** Only these players (found by another key: an address, a device, a card); never empty. */
  ids?: number[];
}

/** LIKE patterns take the operator's text literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searched(q: Q, s: PlayerSearch) {
  let base = q.selectFrom('users as u');
  if (s.username) base = base.where(sql<boolean>`u.username like ${`${literal(s.username)}%`} escape '\\'`);
  if (s.realname) base = base.where(sql<boolean>`u.realname like ${`%${literal(s.realname)}%`} escape '\\'`);
  if (s.mobile) base = base.where(sql<boolean>`u.mobile like ${`%${literal(s.mobile)}%`} escape '\\'`);
  if (s.pid !== undefined) base = base.where('u.pid', '=', s.pid);
  if (s.status !== undefined) base = base.where('u.status', '=', s.status);
  if (s.isblack !== undefined) base = base.where('u.isblack', '=', s.isblack);
  if (s.from !== undefined) base = base.where('u.created_at', '>=', s.from);
  if (s.to !== undefined) base = base.where('u.created_at', '<', s.to);
  if (s.ids !== undefined) base = base.where('u.id', 'in', s.ids);
  return base;
}

/** What the back office reads and changes of a player's own row. */
export const playerAdminRepository = {
  /** One page of the players found, newest first, and how many were found (up to MAX_LISTED). */
  search(q: Q, s: PlayerSearch, page: number, perPage: number) {
    const base = searched(q, s);
    const rows = base.select([
      'u.id',
      'u.username',
      'u.realname',
      'u.mobile',
      'u.vip',
      'u.status',
      'u.isblack',
      'u.isagent',
      'u.pid',
      'u.created_at',
      'u.last_login_at',
      'u.last_login_ip',
    ]);
    return withTotal(q, base, pageDescending(rows, ['u.id'], page, perPage));
  },

  profile(q: Q, id: number) {
    return q
      .selectFrom('users')
      .select([
        'id',
        'username',
        'realname',
        'mobile',
        'email',
        'birthday',
        'avatar',
        'pid',
        'isblack',
        'status',
        'isagent',
        'vip',
        'transferstatus',
        'register_ip',
        'created_at',
        'last_login_at',
        'last_login_ip',
        'pay_locked_until',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Blacklists, unblacklists, disables or enables the player. */
  setFlag(q: Q, userId: number, column: 'isblack' | 'status', value: 0 | 1) {
    return q
      .updateTable('users')
      .set({ [column]: value })
      .where('id', '=', userId)
      .execute();
  },

  /** A new payment password; the failure count and any lock go with the old one. */
  resetPayPassword(q: Q, userId: number, hash: string) {
    return q
      .updateTable('users')
      .set({ pay_password_hash: hash, pay_fail_count: 0, pay_locked_until: null })
      .where('id', '=', userId)
      .execute();
  },
};
