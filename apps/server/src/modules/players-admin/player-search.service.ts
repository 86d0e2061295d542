import type { Kysely } from 'kysely';
import { INT4_MAX } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { MAX_LISTED } from '../../lib/paging.js';
import { cards } from '../cards/cards.public.js';
import { playersBySignal } from '../risk/risk.public.js';
import { players, type PlayerSearch } from '../user/user.public.js';
import { time, yuan } from './player-profile.js';

/** The search's keys that name players through another module: risk's events, the cards bound. */
export interface LinkKeys {
  /** An address, or a /24 as `203.0.113.*` (risk.read only: the route checks). */
  ip?: string;
  device?: string;
  /** A bank card number (spaces dropped) or a wallet address, bound now or before. */
  card?: string;
}

/** The players every given key names (undefined when no key is given). */
async function playersByKeys(db: Kysely<DB>, keys: LinkKeys): Promise<number[] | undefined> {
  const found: number[][] = [];
  if (keys.ip || keys.device) found.push(await playersBySignal(db, { ip: keys.ip, deviceId: keys.device }));
  if (keys.card) found.push(await cards.usersByNumber(db, keys.card.replace(/\s+/g, ''), MAX_LISTED));
  if (found.length === 0) return undefined;
  return found.reduce((a, b) => a.filter((id) => b.includes(id)));
}

/**
 * The back office's player list: filters, the referring agent by id or username, the players an
 * address, device or card names, one page.
 */
export function createPlayerSearch(db: Kysely<DB>) {
  return {
    async search(s: PlayerSearch & LinkKeys & { agent?: string }, page: number, perPage: number) {
      const { ip, device, card, ...rest } = s;
      const filter: PlayerSearch = { ...rest };
      const ids = await playersByKeys(db, { ip, device, card });
      if (ids?.length === 0) return { total: 0, data: [] };
      filter.ids = ids;
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
