import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput, PasswordKind } from '@app/shared';
import { api } from '../lib/api-client';

const PATHS: Record<PasswordKind, string> = {
  login: '/api/editPassword',
  pay: '/api/editPayPassword',
};

/** Field names are the spec's: password (old), paypassword (new), newpasword (confirm). */
export function postEditPassword(kind: PasswordKind, body: PasswordChangeInput) {
  return api.post<null>(PATHS[kind], body);
}

/** Changes the login or the payment password (/account; the /mine dialog may share it). */
export function useEditPassword(kind: PasswordKind) {
  return useMutation({ mutationFn: (body: PasswordChangeInput) => postEditPassword(kind, body) });
}
