import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY, useToken } from '../lib/session';
import { storage } from '../lib/storage';

export const messageNumKey = [ME_KEY, 'messageNum'] as const;

/** The player's unread inbox count; kept in localStorage too, where the spec stores messageNum. */
export async function fetchMessageNum(): Promise<number> {
  const { num } = unwrap(await api.post<{ num: number }>('/api/messagenum'));
  const count = Number(num) || 0;
  storage.setMessageNum(count);
  return count;
}

/** Sets the count at once (a message just read), before the server confirms it. */
export function setMessageNum(queryClient: QueryClient, update: (count: number) => number): void {
  const next = Math.max(
    0,
    update(queryClient.getQueryData<number>(messageNumKey) ?? storage.getMessageNum()),
  );
  storage.setMessageNum(next);
  queryClient.setQueryData(messageNumKey, next);
}

/**
 * Unread messages, for the /mine badge and the inbox tab: fetched again on every visit to a screen
 * that shows it (the inbox changes when money moves or an operator writes), the stored count meanwhile.
 */
export function useMessageNum() {
  const token = useToken();
  return useQuery({
    queryKey: messageNumKey,
    queryFn: fetchMessageNum,
    enabled: token !== null,
    placeholderData: () => storage.getMessageNum(),
    staleTime: 0,
  });
}
