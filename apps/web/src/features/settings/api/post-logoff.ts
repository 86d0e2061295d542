import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ends the session on the server. A 401 means it had already ended: no expiry notice for that. */
export function postLogoff() {
  return api.post<null>('/api/logoff', {}, { quietUnauthenticated: true });
}

export function useLogoff() {
  return useMutation({ mutationFn: postLogoff });
}
