import { useMutation } from '@tanstack/react-query';
import type { SupportReply } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { threadKey } from './get-thread';
import { threadsKey } from './get-threads';

export function postReply(userId: number, content: string) {
  return api.post<null>(`/admin/api/support/threads/${userId}/reply`, { content } satisfies SupportReply);
}

/** Plain text; the reply also lands in the player's inbox. */
export function useReply(userId: number | null) {
  return useMutation({
    mutationFn: (content: string) => postReply(userId!, content),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(userId) }),
        queryClient.invalidateQueries({ queryKey: threadsKey }),
      ]),
  });
}
