import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@app/shared';
import { api } from '../../../lib/api-client';

/** Field names are the spec's: password (old), paypassword (new), newpasword (confirm). */
export function postEditPayPassword(body: PasswordChangeInput) {
  return api.post<unknown>('/api/editPayPassword', body);
}

export function useEditPayPassword() {
  return useMutation({ mutationFn: postEditPayPassword });
}
