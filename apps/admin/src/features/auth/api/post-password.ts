import { useMutation } from '@tanstack/react-query';
import type { OperatorPasswordChange } from '@app/shared/admin-contract';
import { meKey } from '../../../api/get-me';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function postPassword(body: OperatorPasswordChange) {
  return api.post<null>('/admin/api/password', body);
}

/** Changes the operator's password; the first-login lock lifts once `me` is read again. */
export function useChangePassword() {
  return useMutation({
    mutationFn: postPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
