import { useMutation } from '@tanstack/react-query';
import type { OperatorLogin, OperatorSession } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { setToken } from '../../../lib/session';

export type { OperatorLogin } from '@app/shared/admin-contract';

export function postLogin(body: OperatorLogin) {
  return api.post<OperatorSession>('/admin/api/login', body);
}

/** Signs in; the new session replaces whatever another operator left cached in this tab. */
export function useLogin() {
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (result) => {
      queryClient.clear();
      setToken(result.token);
    },
  });
}
