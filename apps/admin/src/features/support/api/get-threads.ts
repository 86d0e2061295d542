import { useQuery } from '@tanstack/react-query';
import type { SupportThread } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const threadsKey = ['admin', 'support', 'threads'] as const;

export function getThreads() {
  return api.get<SupportThread[]>('/admin/api/support/threads');
}

/** The 50 conversations with the newest messages, polled while the desk is open. */
export function useThreads() {
  return useQuery({ queryKey: threadsKey, queryFn: getThreads, refetchInterval: 15_000 });
}
