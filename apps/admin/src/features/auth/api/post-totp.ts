import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TotpSetup {
  secret: string;
  /** otpauth:// address the authenticator app reads from the QR code. */
  uri: string;
  /** The QR code as an SVG data URL, drawn by the server. */
  qr: string;
}

export function postTotpSetup() {
  return api.post<TotpSetup>('/admin/api/totp/setup');
}

export function postTotpEnable(code: string) {
  return api.post<null>('/admin/api/totp/enable', { code });
}

export function useTotpSetup() {
  return useMutation({ mutationFn: postTotpSetup });
}

export function useTotpEnable() {
  return useMutation({ mutationFn: postTotpEnable });
}
