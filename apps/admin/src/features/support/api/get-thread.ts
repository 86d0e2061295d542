import { useQuery } from '@tanstack/react-query';
import type { SupportMessage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const threadKey = (userId: number | null) => ['admin', 'support', 'thread', userId] as const;

export function getThread(userId: number) {
  return api.get<SupportMessage[]>(`/admin/api/support/threads/${userId}`);
}

/** The last 100 messages of one player's conversation, oldest first. */
export function useThread(userId: number | null) {
  return useQuery({
    queryKey: threadKey(userId),
    queryFn: () => getThread(userId!),
    enabled: userId !== null,
    refetchInterval: 10_000,
  });
}
