import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pageDescending, withTotal } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

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
  return base;
}

export const playersAdminRepository = {
  /** One page of the players found, newest first, and how many were found (up to MAX_LISTED). */
  search(q: Q, s: PlayerSearch, page: number, perPage: number) {
    const base = searched(q, s);
    const rows = base
      .leftJoin('users as agent', 'agent.id', 'u.pid')
      // The main wallet: kind 'main' and no platform.
      .leftJoin('accounts as w', (j) =>
        j.onRef('w.user_id', '=', 'u.id').on('w.kind', '=', 'main').on('w.platform', '=', ''),
      )
      .select([
        'u.id',
        'u.username',
        'u.realname',
        'u.mobile',
        'u.vip',
        'u.status',
        'u.isblack',
        'u.isagent',
        'u.pid',
        'agent.username as agent_username',
        'w.balance as balance',
        'u.created_at',
        'u.last_login_at',
        'u.last_login_ip',
      ]);
    return withTotal(q, base, pageDescending(rows, ['u.id'], page, perPage));
  },

  byUsername(q: Q, username: string) {
    return q.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  },

  profile(q: Q, id: number) {
    return q
      .selectFrom('users as u')
      .leftJoin('users as agent', 'agent.id', 'u.pid')
      .leftJoin('vip_levels as v', 'v.level', 'u.vip')
      .select([
        'u.id',
        'u.username',
        'u.realname',
        'u.mobile',
        'u.email',
        'u.birthday',
        'u.avatar',
        'u.pid',
        'agent.username as agent_username',
        'u.isblack',
        'u.status',
        'u.isagent',
        'u.vip',
        'v.name as vip_name',
        'u.transferstatus',
        'u.register_ip',
        'u.created_at',
        'u.last_login_at',
        'u.last_login_ip',
        'u.pay_locked_until',
      ])
      .where('u.id', '=', id)
      .executeTakeFirst();
  },

  wallets(q: Q, userId: number) {
    return q
      .selectFrom('accounts as a')
      .leftJoin('platforms as p', 'p.code', 'a.platform')
      .select(['a.id', 'a.kind', 'a.platform', 'p.name as platform_name', 'a.balance'])
      .where('a.user_id', '=', userId)
      .where('a.kind', 'in', ['main', 'platform'])
      .orderBy('a.kind')
      .orderBy('a.platform')
      .execute();
  },

  async turnoverRequired(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('player_turnover')
      .select('required_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.required_fen) : 0;
  },

  async validBetTotal(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('player_stats')
      .select('valid_bet_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.valid_bet_fen) : 0;
  },

  /** Sum and count per state of the player's deposits or withdrawals. */
  totalsByState(q: Q, table: 'deposits' | 'withdrawals', userId: number) {
    return q
      .selectFrom(table)
      .select([
        'state',
        (eb) => eb.fn.sum<number>('amount_fen').as('sum'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('user_id', '=', userId)
      .groupBy('state')
      .execute();
  },

  async referrals(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pid', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async activeSessions(q: Q, userId: number, now: number): Promise<number> {
    const row = await q
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  cards(q: Q, userId: number) {
    return q
      .selectFrom('cards')
      .select(['id', 'type', 'bank', 'bank_no', 'bank_owner', 'bank_address', 'created_at'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('type')
      .orderBy('id')
      .execute();
  },

  recentDeposits(q: Q, userId: number, limit: number) {
    return q
      .selectFrom('deposits')
      .select(['deposit_no', 'paytype', 'amount_fen', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  recentWithdrawals(q: Q, userId: number, limit: number) {
    return q
      .selectFrom('withdrawals')
      .select(['order_no', 'type', 'amount_fen', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  recentBets(q: Q, userId: number, limit: number) {
    return q
      .selectFrom('bets as b')
      .leftJoin('platforms as p', 'p.code', 'b.platform')
      .leftJoin('games as g', (j) =>
        j.onRef('g.platform', '=', 'b.platform').onRef('g.game_code', '=', 'b.game_code'),
      )
      .select([
        'b.bet_id',
        'b.platform',
        'p.name as platform_name',
        'b.game_code',
        'g.name as game_name',
        'b.bet_fen',
        'b.valid_bet_fen',
        'b.win_loss_fen',
        'b.status',
        'b.bet_time',
      ])
      .where('b.user_id', '=', userId)
      .orderBy('b.bet_time', 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute();
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
