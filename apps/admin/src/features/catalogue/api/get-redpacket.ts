import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export interface RedpacketTier {
  /** Yuan; deposit_max "0.00" means no upper bound. */
  deposit_min: string;
  deposit_max: string;
  draws: number;
  amount_min: string;
  amount_max: string;
}

export interface RedpacketConfig {
  switch: '0' | '1';
  /** Beijing "HH:mm": the daily draw window, and the deposit counting window (from the day before). */
  draw_start: string;
  draw_end: string;
  count_start: string;
  count_end: string;
  turnover_multiple: string;
  tiers: RedpacketTier[];
}

export function useRedpacketConfig() {
  return useQuery({
    queryKey: catalogueKeys.redpacket,
    queryFn: () => api.get<RedpacketConfig>('/admin/api/redpacket'),
  });
}
