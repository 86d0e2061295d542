import type { Kysely } from 'kysely';
import { INT4_MAX } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { MAX_LISTED } from '../../lib/paging.js';
import { players, type PlayerSearch } from '../user/user.public.js';
import { time, yuan } from './player-profile.js';

/** The back office's player list: filters, the referring agent by id or username, one page. */
export function createPlayerSearch(db: Kysely<DB>) {
  return {
    async search(s: PlayerSearch & { agent?: string }, page: number, perPage: number) {
      const filter: PlayerSearch = { ...s };
      if (s.agent) {
        const agent = s.agent.trim().toLowerCase();
        // All digits names the agent by id (no id is past INT4_MAX); anything else by username.
        const agentId = /^\d+$/.test(agent)
          ? Number(agent) <= INT4_MAX
            ? Number(agent)
            : undefined
          : await players.idByName(db, agent);
        if (agentId === undefined) return { total: 0, data: [] };
        filter.pid = agentId;
      }
      const { total, rows } = await players.search(db, filter, page, perPage);
      const [agents, balances] = await Promise.all([
        players.namesByIds(
          db,
          rows.flatMap((u) => (u.pid === null ? [] : [Number(u.pid)])),
        ),
        ledgerReads.mainBalances(
          db,
          rows.map((u) => Number(u.id)),
        ),
      ]);
      return {
        total,
        capped: total >= MAX_LISTED,
        data: rows.map((u) => ({
          id: Number(u.id),
          username: u.username,
          realname: u.realname,
          mobile: u.mobile,
          vip: Number(u.vip),
          status: Number(u.status),
          isblack: Number(u.isblack),
          isagent: Number(u.isagent),
          pid: u.pid === null ? null : Number(u.pid),
          agent_username: u.pid === null ? null : (agents.get(Number(u.pid)) ?? null),
          balance: yuan(balances.get(Number(u.id))),
          created_at: time(u.created_at),
          last_login_at: time(u.last_login_at),
          last_login_ip: u.last_login_ip ?? '',
        })),
      };
    },
  };
}
