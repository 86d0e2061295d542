import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '@app/shared';
import { api } from '../../../lib/api-client';

export function postLogin(body: LoginBody) {
  return api.post<LoginResult>('/api/login_pc', body);
}

/** Resolves with the envelope: a refusal (wrong password, captcha) is an answer, not an error. */
export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
