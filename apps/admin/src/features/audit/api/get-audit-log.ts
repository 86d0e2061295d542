import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export interface AuditRow {
  id: number;
  operator_id: number;
  /** The operator's account, or 未识别 for a forged or expired session. */
  operator: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: unknown;
  before: unknown;
  after: unknown;
  ip: string;
  outcome: 'ok' | 'denied';
  created_at: string;
}

export interface AuditFilter {
  action?: string;
  operator_id?: number;
  target_type?: string;
  target_id?: string;
  outcome?: 'ok' | 'denied';
  from?: string;
  to?: string;
}

export const auditKey = ['admin', 'audit'] as const;

export function getAuditLog(filter: AuditFilter, page: number, perPage: number) {
  return api.get<ListPage<AuditRow>>('/admin/api/audit', { ...filter, page, per_page: perPage });
}
