import type { AdjustmentFilter, AdjustmentRow, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { adjustmentsKey } from './keys';

export type { AdjustmentFilter, AdjustmentRow, AdjustmentState } from '@app/shared/admin-contract';

export const adjustmentListKey = [...adjustmentsKey, 'list'] as const;

export function getAdjustments(filter: AdjustmentFilter, page: number, perPage: number) {
  return api.get<ListPage<AdjustmentRow>>('/admin/api/adjustments', { ...filter, page, per_page: perPage });
}
