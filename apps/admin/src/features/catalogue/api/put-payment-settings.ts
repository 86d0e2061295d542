import { useMutation } from '@tanstack/react-query';
import type { PaymentSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

/** Saves every rule at once; the server answers the values as stored (normalised). */
export function useSavePaymentSettings() {
  return useMutation({
    mutationFn: (body: PaymentSettings) => api.put<PaymentSettings>('/admin/api/payment-settings', body),
    onSuccess: (saved) => queryClient.setQueryData(catalogueKeys.paymentSettings, saved),
  });
}
