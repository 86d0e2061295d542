import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export const bannersKey = ['admin', 'site', 'banners'] as const;

export interface BannerRow {
  id: number;
  src: string;
  link: string;
  sort: number;
  state: number;
  created_at: string;
}

/** Home carousel banners in the order players see them; `state` filters enabled (1) or not (0). */
export function getBanners(page: number, perPage: number, state?: 0 | 1) {
  return api.get<ListPage<BannerRow>>('/admin/api/site/banners', { page, per_page: perPage, state });
}
