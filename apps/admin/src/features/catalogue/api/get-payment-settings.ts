import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type { PaymentSettings } from '@app/shared/admin-contract';

export function usePaymentSettings() {
  return useQuery({
    queryKey: catalogueKeys.paymentSettings,
    queryFn: () => api.get<PaymentSettings>('/admin/api/payment-settings'),
  });
}
