import { useMutation } from '@tanstack/react-query';
import type { PayBank, PayBankInput } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

export type { PayBankInput } from '@app/shared/admin-contract';

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
