import { useMutation } from '@tanstack/react-query';
import type { OperatorStatusChange } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { operatorsKey } from './get-operators';

const refresh = () => queryClient.invalidateQueries({ queryKey: operatorsKey });

/** Disabling signs the operator out everywhere at once. */
export function useSetOperatorStatus() {
  return useMutation({
    mutationFn: ({ id, ...body }: OperatorStatusChange & { id: number }) =>
      api.post<null>(`/admin/api/operators/${id}/status`, body),
    onSuccess: refresh,
  });
}

/** For a lost authenticator: the operator signs in with the password and enrols again. */
export function useResetOperatorTotp() {
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`/admin/api/operators/${id}/totp/reset`),
    onSuccess: refresh,
  });
}
