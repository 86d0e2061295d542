import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** POST /api/transall: every platform wallet back to the main wallet (one-key recover). */
export function postTransAll() {
  return api.post<null>('/api/transall');
}

export function useTransAll() {
  return useMutation({ mutationFn: postTransAll });
}
