import type { BannerRow, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const bannersKey = ['admin', 'site', 'banners'] as const;

export type { BannerRow } from '@app/shared/admin-contract';

/** Home carousel banners in the order players see them; `state` filters enabled (1) or not (0). */
export function getBanners(page: number, perPage: number, state?: 0 | 1) {
  return api.get<ListPage<BannerRow>>('/admin/api/site/banners', { page, per_page: perPage, state });
}
