import type { ExclusionItem } from '@app/shared';
import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export interface ExclusionRow extends ExclusionItem {
  user_id: number;
  username: string;
  ip: string;
  created_at: string;
}

export interface ExclusionFilter {
  kind?: 'timeout' | 'self_exclusion';
  state?: 'active' | 'ended';
  user?: string;
  from?: string;
  to?: string;
}

export const exclusionsKey = ['admin', 'protection', 'exclusions'] as const;

export function getExclusions(filter: ExclusionFilter, page: number, perPage: number) {
  return api.get<ListPage<ExclusionRow>>('/admin/api/protection/exclusions', {
    ...filter,
    page,
    per_page: perPage,
  });
}
