import type { Insertable, Kysely, Transaction } from 'kysely';
import { countCapped } from '../../db/count-capped.js';
import type { AuditLogTable, DB } from '../../db/schema.js';
import { pageDescending } from '../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  outcome?: string;
  from?: number;
  to?: number;
  page: number;
  perPage: number;
}

export const auditRepository = {
  insert(q: Q, row: Insertable<AuditLogTable>) {
    return q.insertInto('audit_log').values(row).execute();
  },

  /** One page of entries, newest first, and their number (capped). */
  async page(q: Q, filter: AuditFilter) {
    let base = q.selectFrom('audit_log');
    if (filter.operatorId !== undefined) base = base.where('audit_log.operator_id', '=', filter.operatorId);
    if (filter.action)
      base = base.where('audit_log.action', 'like', `${filter.action.replace(/[%_]/g, '')}%`);
    if (filter.targetType) base = base.where('audit_log.target_type', '=', filter.targetType);
    if (filter.targetId) base = base.where('audit_log.target_id', '=', filter.targetId);
    if (filter.outcome) base = base.where('audit_log.outcome', '=', filter.outcome);
    if (filter.from !== undefined) base = base.where('audit_log.created_at', '>=', filter.from);
    if (filter.to !== undefined) base = base.where('audit_log.created_at', '<', filter.to);
    const total = await countCapped(q, base);
    const page = base.select([
      'audit_log.id',
      'audit_log.operator_id',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.detail',
      'audit_log.before_state',
      'audit_log.after_state',
      'audit_log.ip',
      'audit_log.outcome',
      'audit_log.created_at',
    ]);
    const rows = await pageDescending(page, ['audit_log.id'], filter.page, filter.perPage);
    return { total, rows };
  },
};
