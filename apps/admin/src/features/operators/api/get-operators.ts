import { useQuery } from '@tanstack/react-query';
import type { OperatorRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { OperatorRow } from '@app/shared/admin-contract';

export const operatorsKey = ['admin', 'operators'] as const;

export function getOperators() {
  return api.get<OperatorRow[]>('/admin/api/operators');
}

export function useOperators() {
  return useQuery({ queryKey: operatorsKey, queryFn: getOperators });
}
