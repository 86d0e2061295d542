import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { PayBank } from './get-pay-banks';
import { catalogueKeys } from './keys';

export interface PayBankInput {
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: 0 | 1;
}

export function savePayBank({ id, body }: { id?: number; body: PayBankInput }) {
  return id
    ? api.put<PayBank>(`/admin/api/pay-banks/${id}`, body)
    : api.post<PayBank>('/admin/api/pay-banks', body);
}

/** Adds (no id) or replaces a receiving account. */
export function useSavePayBank() {
  return useMutation({
    mutationFn: savePayBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.banks }),
  });
}
