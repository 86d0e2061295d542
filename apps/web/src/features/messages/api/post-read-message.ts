import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InboxMessage, Paged } from '@app/shared';
import { messageNumKey, setMessageNum } from '../../../api/get-message-num';
import { api, unwrap } from '../../../lib/api-client';
import { inboxKey } from './get-inbox';

export type ReadTarget = number | 'all';

export async function postReadMessage(id: ReadTarget): Promise<null> {
  return unwrap(await api.post<null>('/api/readmessage', { id }));
}

/**
 * Marks one message (or all) read, then shows it at once: the message loses its unread mark and
 * the unread count drops, before the count is fetched again to be sure.
 */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadMessage,
    onSuccess: async (_data, id) => {
      let marked = 0;
      queryClient.setQueryData<InfiniteData<Paged<InboxMessage>>>(inboxKey, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                data: page.data.map((m) => {
                  if (m.is_read === 1 || (id !== 'all' && m.id !== id)) return m;
                  marked += 1;
                  return { ...m, is_read: 1 as const };
                }),
              })),
            }
          : old,
      );
      setMessageNum(queryClient, (count) => (id === 'all' ? 0 : count - Math.min(marked, 1)));
      await queryClient.invalidateQueries({ queryKey: messageNumKey });
    },
  });
}
