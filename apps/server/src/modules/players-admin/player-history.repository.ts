import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pageDescending, withTotal } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface LedgerFilter {
  reason?: string;
  from?: number;
  to?: number;
}

export interface LoginFilter {
  from?: number;
  to?: number;
}

/** The player's own wallets' entries (main and game platforms), not the house's side. */
function ledgerEntries(q: Q, userId: number, filter: LedgerFilter) {
  let base = q
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
    .where('a.user_id', '=', userId)
    .where('a.kind', 'in', ['main', 'platform']);
  if (filter.reason) base = base.where('j.reason', '=', filter.reason);
  if (filter.from !== undefined) base = base.where('e.created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('e.created_at', '<', filter.to);
  return base;
}

function logins(q: Q, userId: number, filter: LoginFilter) {
  let base = q.selectFrom('login_history').where('user_id', '=', userId);
  if (filter.from !== undefined) base = base.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('created_at', '<', filter.to);
  return base;
}

/** A player's money movements and sign-ins, page by page, for the back office. */
export const playerHistoryRepository = {
  ledger(q: Q, userId: number, filter: LedgerFilter, page: number, perPage: number) {
    const base = ledgerEntries(q, userId, filter);
    const rows = base
      .leftJoin('platforms as p', 'p.code', 'a.platform')
      .select([
        'e.id',
        'e.amount',
        'e.balance_after',
        'e.created_at',
        'a.kind',
        'a.platform',
        'p.name as platform_name',
        'j.reason',
        'j.ref_type',
        'j.ref_id',
        'j.memo',
      ]);
    return withTotal(q, base, pageDescending(rows, ['e.id'], page, perPage));
  },

  logins(q: Q, userId: number, filter: LoginFilter, page: number, perPage: number) {
    const base = logins(q, userId, filter);
    const rows = base.select(['id', 'ip', 'user_agent', 'created_at']);
    return withTotal(q, base, pageDescending(rows, ['created_at', 'id'], page, perPage));
  },
};
