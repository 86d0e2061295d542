import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditQuery as listQuery,
  type AuditOutcome,
  type AuditRow,
  type ListPage,
} from '@app/shared/admin-contract';
import { dayRangeMs } from '../../lib/admin-query.js';
import { ok } from '../../lib/app-error.js';
import { formatBeijing } from '../../lib/clock.js';
import { PERMISSION } from '../operators/permissions.js';
import type { AuditService } from './audit.service.js';

const parsed = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The audit log, read-only: there is no route that changes or removes an entry. */
export function auditRoutes(audit: AuditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/admin/api/audit',
      {
        onRequest: app.requirePermission(PERMISSION.auditRead),
        schema: { tags: ['admin'], querystring: listQuery },
      },
      async (request) => {
        const q = request.query;
        const { from, to } = dayRangeMs(q);
        const { total, rows } = await audit.list({
          operatorId: q.operator_id,
          action: q.action,
          targetType: q.target_type,
          targetId: q.target_id,
          outcome: q.outcome,
          from,
          to,
          page: q.page,
          perPage: q.per_page,
        });
        return ok<ListPage<AuditRow>>({
          total,
          data: rows.map((row) => ({
            id: row.id,
            operator_id: row.operator_id,
            operator: row.username ?? (row.operator_id === 0 ? '未识别' : `#${row.operator_id}`),
            action: row.action,
            target_type: row.target_type,
            target_id: row.target_id,
            detail: parsed(row.detail),
            before: parsed(row.before_state),
            after: parsed(row.after_state),
            ip: row.ip,
            // Written only through audit.record, whose outcome is typed.
            outcome: row.outcome as AuditOutcome,
            created_at: formatBeijing(new Date(Number(row.created_at))),
          })),
        });
      },
    );
  };
}
