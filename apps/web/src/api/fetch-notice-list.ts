import type { Announcement, Paged } from '@app/shared';
import { api, unwrap } from '../lib/api-client';

/** One page of site announcements (home's popup and /message's 系统公告). */
export async function fetchNoticeList(page: number): Promise<Paged<Announcement>> {
  return unwrap(await api.post<Paged<Announcement>>('/api/noticeList', { page }));
}
