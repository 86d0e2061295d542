import { useInfiniteQuery } from '@tanstack/react-query';
import type { Activity, ActivityListBody, Paged } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

/** `type` 0 is every category (the 全部 tab): the call then leaves `type` out. */
export async function fetchActivityList(type: number, page: number): Promise<Paged<Activity>> {
  const body: ActivityListBody = type ? { type, page } : { page };
  return unwrap(await api.post<Paged<Activity>>('/api/activitylist', body));
}

/**
 * One category's shown activities, page after page. /discount is kept alive, so the list loads
 * again only when the category changes (spec 000 §2), not on every return to the screen.
 */
export function useActivityList(type: number) {
  return useInfiniteQuery({
    queryKey: ['activityList', type],
    queryFn: ({ pageParam }) => fetchActivityList(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.last_page ? page + 1 : undefined),
    select: (data) => data.pages.flatMap((p) => p.data).filter((a) => Number(a.state) === 1),
    staleTime: 60_000,
  });
}
