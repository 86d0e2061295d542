import { useMutation } from '@tanstack/react-query';
import type { PayPasswordReset } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { playersKey } from './keys';

export function postResetPayPassword(id: number) {
  return api.post<PayPasswordReset>(`/admin/api/players/${id}/pay-password/reset`);
}

/** A random 6-digit payment password, returned once: it is not stored anywhere readable. */
export function useResetPayPassword() {
  return useMutation({
    mutationFn: postResetPayPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playersKey }),
  });
}
