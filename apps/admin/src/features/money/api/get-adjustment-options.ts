import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adjustmentsKey } from './keys';

export interface AdjustmentOptions {
  reasons: { code: string; label: string; direction: 'credit' | 'debit' | 'both' }[];
  /** Yuan: larger adjustments wait for a second operator. */
  threshold: string;
}

export function getAdjustmentOptions() {
  return api.get<AdjustmentOptions>('/admin/api/adjustments/options');
}

/** The reason codes and the approval threshold, as the server defines them. */
export function useAdjustmentOptions() {
  return useQuery({
    queryKey: [...adjustmentsKey, 'options'],
    queryFn: getAdjustmentOptions,
    staleTime: 60_000,
  });
}
