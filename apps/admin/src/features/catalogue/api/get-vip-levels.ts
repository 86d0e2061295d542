import type { ListPage, VipLevel } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

/** The rate categories and their names come from the one rule in @app/shared. */
export { REBATE_RATE_FIELDS as RATE_FIELDS, type RebateRateKey as RateKey } from '@app/shared';

export type { VipLevel } from '@app/shared/admin-contract';

export function getVipLevels(page: number, perPage: number) {
  return api.get<ListPage<VipLevel>>('/admin/api/vip-levels', { page, per_page: perPage });
}
