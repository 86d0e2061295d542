import { useQuery } from '@tanstack/react-query';
import type { Announcement, Paged } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchNoticeList(page: number): Promise<Paged<Announcement>> {
  return unwrap(await api.post<Paged<Announcement>>('/api/noticeList', { page }));
}

/** First page of announcements, for the popup on the home screen. */
export function useNoticeList(enabled: boolean) {
  return useQuery({
    queryKey: ['noticeList', 1],
    queryFn: () => fetchNoticeList(1),
    enabled,
    staleTime: 5 * 60_000,
  });
}
