import type { Kysely } from 'kysely';
import { INT4_MAX } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { MAX_LISTED } from '../../lib/paging.js';
import { time, yuan } from './player-profile.js';
import { playersAdminRepository as repo, type PlayerSearch } from './players-admin.repository.js';

/** The back office's player list: filters, the referring agent by id or username, one page. */
export function createPlayerSearch(db: Kysely<DB>) {
  return {
    async search(s: PlayerSearch & { agent?: string }, page: number, perPage: number) {
      const filter: PlayerSearch = { ...s };
      if (s.agent) {
        const agent = s.agent.trim().toLowerCase();
        // All digits names the agent by id (no id is past INT4_MAX); anything else by username.
        const found = /^\d+$/.test(agent)
          ? Number(agent) <= INT4_MAX
            ? { id: Number(agent) }
            : undefined
          : await repo.byUsername(db, agent);
        if (!found) return { total: 0, data: [] };
        filter.pid = Number(found.id);
      }
      const { total, rows } = await repo.search(db, filter, page, perPage);
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
          agent_username: u.agent_username ?? null,
          balance: yuan(u.balance),
          created_at: time(u.created_at),
          last_login_at: time(u.last_login_at),
          last_login_ip: u.last_login_ip ?? '',
        })),
      };
    },
  };
}
