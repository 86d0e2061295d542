import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Role } from '../../../lib/permissions';
import { queryClient } from '../../../lib/query-client';
import { setToken } from '../../../lib/session';

export interface LoginInput {
  username: string;
  password: string;
  totp?: string;
}

export interface LoginResult {
  token: string;
  username: string;
  role: Role;
  must_change_password: boolean;
}

export function postLogin(body: LoginInput) {
  return api.post<LoginResult>('/admin/api/login', body);
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
