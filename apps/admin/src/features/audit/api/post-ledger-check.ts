import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LedgerCheckResult {
  ok: boolean;
  /** I1–I4 findings, at most 20 of each kind. */
  violations: string[];
  journals: number;
  accounts: number;
  duration_ms: number;
  checked_at: string;
}

export function useLedgerCheck() {
  return useMutation({ mutationFn: () => api.post<LedgerCheckResult>('/admin/api/ledger/check') });
}
