import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { REASON_LABEL, type Reason } from '@app/shared';
import { ledgerReads, type EntryFilter } from '../../ledger/ledger.public.js';
import { logins, type LoginFilter } from '../auth/auth.public.js';
import { catalogue } from '../games/games.public.js';
import { requireProfile, time, yuan } from './player-profile.js';

/** A player's ledger entries and sign-ins, page by page. */
export function createPlayerHistory(db: Kysely<DB>) {
  return {
    async ledger(id: number, filter: EntryFilter, page: number, perPage: number) {
      await requireProfile(db, id);
      const [{ total, rows }, platformNames] = await Promise.all([
        ledgerReads.walletEntriesPage(db, id, filter, page, perPage),
        catalogue.platformNames(db),
      ]);
      return {
        total,
        data: rows.map((e) => ({
          id: Number(e.id),
          created_at: time(e.created_at),
          wallet: e.kind === 'main' ? '中心钱包' : (platformNames.get(e.platform) ?? e.platform),
          reason: e.reason,
          reason_label: REASON_LABEL[e.reason as Reason] ?? e.reason,
          amount: yuan(e.amount),
          balance_after: yuan(e.balance_after),
          ref_type: e.ref_type,
          ref_id: e.ref_id,
          memo: e.memo,
        })),
      };
    },

    async logins(id: number, filter: LoginFilter, page: number, perPage: number) {
      await requireProfile(db, id);
      const { total, rows } = await logins.page(db, id, filter, page, perPage);
      return {
        total,
        data: rows.map((l) => ({
          id: Number(l.id),
          ip: l.ip,
          user_agent: l.user_agent,
          created_at: time(l.created_at),
        })),
      };
    },
  };
}
