import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One-key recover: every game-platform wallet back into the main wallet. */
export function postTransAll() {
  return api.post<unknown>('/api/transall');
}

export function useTransAll() {
  return useMutation({ mutationFn: postTransAll });
}
