import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearToken } from '../../../lib/session';

export function postLogout() {
  return api.post<null>('/admin/api/logout');
}

/**
 * Revokes the session on the server, then forgets it here even if that call failed, and opens a
 * plain login (no way back to this screen: the next operator may have another role).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogout,
    onSettled: () => {
      clearToken();
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
}
