import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';
import { adjustmentsKey } from './keys';

export type AdjustmentState = 'pending' | 'posted' | 'rejected';

export interface AdjustmentRow {
  id: number;
  adjust_no: string;
  user_id: number;
  username: string;
  realname: string;
  /** Signed yuan: "-50.00" is a debit. */
  amount: string;
  reason_code: string;
  reason_label: string;
  note: string;
  turnover_multiple: string;
  state: AdjustmentState;
  requested_by: number;
  requested_by_name: string;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  review_note: string;
  balance_before: string | null;
  balance_after: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdjustmentFilter {
  state?: AdjustmentState;
  username?: string;
  from?: string;
  to?: string;
}

export const adjustmentListKey = [...adjustmentsKey, 'list'] as const;

export function getAdjustments(filter: AdjustmentFilter, page: number, perPage: number) {
  return api.get<ListPage<AdjustmentRow>>('/admin/api/adjustments', { ...filter, page, per_page: perPage });
}
