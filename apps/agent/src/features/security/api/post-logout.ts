import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

/** Ends the session on the server, then here whatever the answer (offline included). */
export async function postLogout(): Promise<void> {
  try {
    await api.post<null>('/agent/api/logout');
  } finally {
    endSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: postLogout });
}
