import { z } from 'zod';
import { INT4_MAX, text } from '../input.js';
import { adminPaging, dayRange, type ListFilter } from './paging.js';

/** The audit log, read-only, and the ledger check the console runs on demand. */

/** ok: done; denied: refused (a permission, hostile input, a failed sign-in). */
export const AUDIT_OUTCOMES = ['ok', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const auditQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  /** 0 names the entries of no known operator (forged or expired sessions). */
  operator_id: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  action: text(64).trim().optional(),
  target_type: text(32).trim().optional(),
  target_id: text(64).trim().optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
});
export type AuditFilter = ListFilter<z.infer<typeof auditQuery>>;

export interface AuditRow {
  id: number;
  operator_id: number;
  /** The operator's account, or 未识别 for a forged or expired session. */
  operator: string;
  action: string;
  target_type: string;
  target_id: string;
  /** What was stored as JSON, parsed (text that is not JSON as it is; nothing as null). */
  detail: unknown;
  before: unknown;
  after: unknown;
  ip: string;
  outcome: AuditOutcome;
  created_at: string;
}

/** POST /admin/api/ledger/check: the ledger invariants, run on demand. */
export interface LedgerCheckResult {
  ok: boolean;
  /** I1–I4 findings, at most 20 of each kind. */
  violations: string[];
  journals: number;
  accounts: number;
  duration_ms: number;
  checked_at: string;
}
