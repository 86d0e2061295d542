import { useQuery } from '@tanstack/react-query';
import type { AdjustmentOptions } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { adjustmentsKey } from './keys';

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
