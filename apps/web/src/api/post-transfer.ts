import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export interface TransferBody {
  amount: string;
  /** Wallet codes: `userbalance` for the main wallet, otherwise a platform code. */
  sourcetype: string;
  targettype: string;
}

/** POST /api/transfer; the caller shows the server message whatever the code (spec 001 §7). */
export function postTransfer(body: TransferBody) {
  return api.post<null>('/api/transfer', body);
}

export function useTransfer() {
  return useMutation({ mutationFn: postTransfer });
}
