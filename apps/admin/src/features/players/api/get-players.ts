import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { playersKey } from './keys';

export interface PlayerRow {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  vip: number;
  status: number;
  isblack: number;
  isagent: number;
  pid: number | null;
  agent_username: string | null;
  balance: string;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string;
}

export interface PlayerSearch {
  /** Prefix of the account. */
  username?: string;
  /** Part of the real name. */
  realname?: string;
  /** Part of the mobile number. */
  mobile?: string;
  /** The referring agent: id or account. */
  agent?: string;
  status?: 0 | 1;
  isblack?: 0 | 1;
  /** Registration days (Beijing). */
  from?: string;
  to?: string;
}

export const playerListKey = [...playersKey, 'list'] as const;

export function getPlayers(search: PlayerSearch, page: number, perPage: number) {
  return api.get<ListPage<PlayerRow>>('/admin/api/players', { ...search, page, per_page: perPage });
}
