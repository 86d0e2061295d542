import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { MAX_LISTED } from '../../lib/paging.js';
import { operators } from '../operators/operators.public.js';
import { auditRepository, type AuditFilter } from './audit.repository.js';

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

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/**
 * The append-only record of what operators did (the database refuses UPDATE and DELETE on it).
 * Money actions pass their transaction, so the entry commits or rolls back with the movement.
 */
export function createAuditService(db: Kysely<DB>, clock: Clock) {
  return {
    async record(entry: AuditEntry, executor: Kysely<DB> | Transaction<DB> = db): Promise<void> {
      await auditRepository.insert(executor, {
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
      });
    },

    async list(filter: AuditFilter) {
      const { total, rows } = await auditRepository.page(db, filter);
      const names = await operators.namesByIds(
        db,
        rows.map((r) => Number(r.operator_id)),
      );
      const named = rows.map((r) => ({ ...r, username: names.get(Number(r.operator_id)) ?? null }));
      return { total, capped: total >= MAX_LISTED, rows: named };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
