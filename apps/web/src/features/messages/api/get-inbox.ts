import { useInfiniteQuery } from '@tanstack/react-query';
import type { InboxMessage, Paged } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export const inboxKey = [ME_KEY, 'inbox'] as const;

export async function fetchInbox(page: number): Promise<Paged<InboxMessage>> {
  return unwrap(await api.post<Paged<InboxMessage>>('/api/usermessage', { page }));
}

/** The player's messages, newest first, page after page; loaded again on each visit. */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ pageParam }) => fetchInbox(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.last_page ? page + 1 : undefined),
    select: (data) => data.pages.flatMap((p) => p.data),
    staleTime: 0,
  });
}
