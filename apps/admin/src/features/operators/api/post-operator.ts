import { useMutation } from '@tanstack/react-query';
import type { CreatedRow, NewOperator } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { operatorsKey } from './get-operators';

export type { NewOperator } from '@app/shared/admin-contract';

export function postOperator(body: NewOperator) {
  return api.post<CreatedRow>('/admin/api/operators', body);
}

export function useCreateOperator() {
  return useMutation({
    mutationFn: postOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
