import type { AuditFilter, AuditRow, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { AuditFilter, AuditRow } from '@app/shared/admin-contract';

export const auditKey = ['admin', 'audit'] as const;

export function getAuditLog(filter: AuditFilter, page: number, perPage: number) {
  return api.get<ListPage<AuditRow>>('/admin/api/audit', { ...filter, page, per_page: perPage });
}
