import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export const RATE_FIELDS = [
  { key: 'live', label: '真人' },
  { key: 'slots', label: '电子' },
  { key: 'cards', label: '棋牌' },
  { key: 'sports', label: '体育' },
  { key: 'lottery', label: '彩票' },
  { key: 'esports', label: '电竞' },
  { key: 'fishing', label: '捕鱼' },
] as const;

export type RateKey = (typeof RATE_FIELDS)[number]['key'];

export interface VipLevel {
  level: number;
  name: string;
  status: 0 | 1;
  /** Thresholds and bonus in yuan. */
  flow: string;
  recharge: string;
  bonus: string;
  /** Percent ("0.45"); fishing "" follows slots. */
  rates: Record<RateKey, string>;
  /** Players at this level now. */
  players: number;
}

export function getVipLevels(page: number, perPage: number) {
  return api.get<ListPage<VipLevel>>('/admin/api/vip-levels', { page, per_page: perPage });
}
