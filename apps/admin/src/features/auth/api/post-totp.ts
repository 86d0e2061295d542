import { useMutation } from '@tanstack/react-query';
import type { TotpCode, TotpSetup } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export function postTotpSetup() {
  return api.post<TotpSetup>('/admin/api/totp/setup');
}

export function postTotpEnable(code: string) {
  const body: TotpCode = { code };
  return api.post<null>('/admin/api/totp/enable', body);
}

export function useTotpSetup() {
  return useMutation({ mutationFn: postTotpSetup });
}

export function useTotpEnable() {
  return useMutation({ mutationFn: postTotpEnable });
}
