import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export interface PaymentSettings {
  /** Yuan per USDT, up to 4 decimals. */
  usdt_rate: string;
  withdraw_min: string;
  withdraw_max: string;
  /** "0" means no daily limit. */
  withdraw_daily_count: string;
  /** Beijing time "HH:mm-HH:mm"; "00:00-24:00" is all day. */
  withdraw_hours: string;
  /** USDT per withdrawal. */
  withdraw_fee_trc20: string;
  withdraw_fee_erc20: string;
}

export function usePaymentSettings() {
  return useQuery({
    queryKey: catalogueKeys.paymentSettings,
    queryFn: () => api.get<PaymentSettings>('/admin/api/payment-settings'),
  });
}
