import { useMutation } from '@tanstack/react-query';
import type { TransferBody } from '@app/shared';
import { api } from '../lib/api-client';

/** POST /api/transfer; the caller shows the server message whatever the code (spec 001 §7). */
export function postTransfer(body: TransferBody) {
  return api.post<null>('/api/transfer', body);
}

export function useTransfer() {
  return useMutation({ mutationFn: postTransfer });
}
