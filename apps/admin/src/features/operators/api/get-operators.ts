import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Role } from '../../../lib/permissions';

export interface OperatorRow {
  id: number;
  username: string;
  role: Role;
  /** 1 active. */
  status: number;
  totp_enabled: 0 | 1;
  /** Epoch milliseconds (a string on PostgreSQL). */
  created_at: number | string;
  last_login_at: number | string | null;
}

export const operatorsKey = ['admin', 'operators'] as const;

export function getOperators() {
  return api.get<OperatorRow[]>('/admin/api/operators');
}

export function useOperators() {
  return useQuery({ queryKey: operatorsKey, queryFn: getOperators });
}
