import type { ExclusionFilter, ExclusionRow, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { ExclusionFilter, ExclusionRow } from '@app/shared/admin-contract';

export const exclusionsKey = ['admin', 'protection', 'exclusions'] as const;

export function getExclusions(filter: ExclusionFilter, page: number, perPage: number) {
  return api.get<ListPage<ExclusionRow>>('/admin/api/protection/exclusions', {
    ...filter,
    page,
    per_page: perPage,
  });
}
