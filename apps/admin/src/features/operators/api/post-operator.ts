import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Role } from '../../../lib/permissions';
import { queryClient } from '../../../lib/query-client';
import { operatorsKey } from './get-operators';

export interface NewOperator {
  username: string;
  /** Initial password: the operator must change it at first login. */
  password: string;
  role: Role;
}

export function postOperator(body: NewOperator) {
  return api.post<{ id: number }>('/admin/api/operators', body);
}

export function useCreateOperator() {
  return useMutation({
    mutationFn: postOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
