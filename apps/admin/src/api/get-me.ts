import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { Role } from '../lib/permissions';
import { useToken } from '../lib/session';

export interface Operator {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  /** What the server lets this role do (the same table the console reads). */
  permissions: string[];
}

export const meKey = ['admin', 'me'] as const;

export function getMe() {
  return api.get<Operator>('/admin/api/me');
}

/** The signed-in operator (role, first-login state); only asked while a token is held. */
export function useMe() {
  const token = useToken();
  return useQuery({ queryKey: meKey, queryFn: getMe, enabled: token !== null, staleTime: 60_000 });
}
