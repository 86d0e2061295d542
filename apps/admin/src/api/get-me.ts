import { useQuery } from '@tanstack/react-query';
import type { CurrentOperator } from '@app/shared/admin-contract';
import { api } from '../lib/api-client';
import { useToken } from '../lib/session';

export const meKey = ['admin', 'me'] as const;

export function getMe() {
  return api.get<CurrentOperator>('/admin/api/me');
}

/** The signed-in operator (role, first-login state); only asked while a token is held. */
export function useMe() {
  const token = useToken();
  return useQuery({ queryKey: meKey, queryFn: getMe, enabled: token !== null, staleTime: 60_000 });
}
