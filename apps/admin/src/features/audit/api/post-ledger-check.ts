import { useMutation } from '@tanstack/react-query';
import type { LedgerCheckResult } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export function useLedgerCheck() {
  return useMutation({ mutationFn: () => api.post<LedgerCheckResult>('/admin/api/ledger/check') });
}
