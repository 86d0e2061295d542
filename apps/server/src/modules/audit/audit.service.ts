import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { countCapped } from '../../db/count-capped.js';
import { MAX_LISTED } from '../../lib/paging.js';

export interface AuditEntry {
  /** 0 when the caller could not be identified (a forged or expired session). */
  operatorId: number;
  action: string;
  target?: { type: string; id: string | number };
  detail?: unknown;
  /** The state the action found and the state it left, for money and settings changes. */
  before?: unknown;
  after?: unknown;
  ip: string;
  outcome?: 'ok' | 'denied';
}

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

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/**
 * The append-only record of what operators did (the database refuses UPDATE and DELETE on it).
 * Money actions pass their transaction, so the entry commits or rolls back with the movement.
 */
export function createAuditService(db: Kysely<DB>, clock: Clock) {
  return {
    async record(entry: AuditEntry, executor: Kysely<DB> | Transaction<DB> = db): Promise<void> {
      await executor
        .insertInto('audit_log')
        .values({
          operator_id: entry.operatorId,
          action: entry.action,
          target_type: entry.target?.type ?? '',
          target_id: entry.target ? String(entry.target.id) : '',
          detail: json(entry.detail ?? {}),
          before_state: json(entry.before),
          after_state: json(entry.after),
          ip: entry.ip.slice(0, 64),
          outcome: entry.outcome ?? 'ok',
          created_at: clock.now().getTime(),
        })
        .execute();
    },

    async list(filter: AuditFilter) {
      let base = db.selectFrom('audit_log');
      if (filter.operatorId !== undefined) base = base.where('audit_log.operator_id', '=', filter.operatorId);
      if (filter.action)
        base = base.where('audit_log.action', 'like', `${filter.action.replace(/[%_]/g, '')}%`);
      if (filter.targetType) base = base.where('audit_log.target_type', '=', filter.targetType);
      if (filter.targetId) base = base.where('audit_log.target_id', '=', filter.targetId);
      if (filter.outcome) base = base.where('audit_log.outcome', '=', filter.outcome);
      if (filter.from !== undefined) base = base.where('audit_log.created_at', '>=', filter.from);
      if (filter.to !== undefined) base = base.where('audit_log.created_at', '<', filter.to);
      const total = await countCapped(db, base);
      const rows = await base
        .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
        .select([
          'audit_log.id',
          'audit_log.operator_id',
          'operators.username',
          'audit_log.action',
          'audit_log.target_type',
          'audit_log.target_id',
          'audit_log.detail',
          'audit_log.before_state',
          'audit_log.after_state',
          'audit_log.ip',
          'audit_log.outcome',
          'audit_log.created_at',
        ])
        .orderBy('audit_log.id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { total, capped: total >= MAX_LISTED, rows };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
