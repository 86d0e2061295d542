import { useQuery } from '@tanstack/react-query';
import { fetchNoticeList } from '../../../api/fetch-notice-list';

/** First page of announcements, for the popup on the home screen. */
export function useNoticeList(enabled: boolean) {
  return useQuery({
    queryKey: ['noticeList', 1],
    queryFn: () => fetchNoticeList(1),
    enabled,
    staleTime: 5 * 60_000,
  });
}
