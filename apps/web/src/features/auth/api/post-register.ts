import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@app/shared';
import { api } from '../../../lib/api-client';

export interface RegisterResult {
  api_token: string;
}

export function postRegister(body: RegisterBody) {
  return api.post<RegisterResult>('/api/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
