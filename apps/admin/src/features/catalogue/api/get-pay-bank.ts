import { useQuery } from '@tanstack/react-query';
import type { PayBank } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** One receiving account with its full number, for the edit form (finance and super admins). */
export function usePayBank(id: number | null) {
  return useQuery({
    queryKey: [...catalogueKeys.banks, 'one', id],
    queryFn: () => api.get<PayBank>(`/admin/api/pay-banks/${id}`),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
