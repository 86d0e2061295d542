import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchNoticeList } from '../../../api/fetch-notice-list';

/** Site announcements (系统公告), page after page; home's popup keeps its own first-page query. */
export function useNotices() {
  return useInfiniteQuery({
    queryKey: ['notices'],
    queryFn: ({ pageParam }) => fetchNoticeList(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.last_page ? page + 1 : undefined),
    select: (data) => data.pages.flatMap((p) => p.data),
    staleTime: 5 * 60_000,
  });
}
