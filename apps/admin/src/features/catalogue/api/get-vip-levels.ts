import type { RebateRateKey as RateKey } from '@app/shared';
import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

/** The rate categories and their names come from the one rule in @app/shared. */
export { REBATE_RATE_FIELDS as RATE_FIELDS, type RebateRateKey as RateKey } from '@app/shared';

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
