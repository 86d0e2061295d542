import { api } from '../../../lib/api-client';
import type { ListPage } from '../../../components/server-table';

export const noticesKey = ['admin', 'site', 'notices'] as const;

/** marquee: the scrolling line under the home carousel; announcement: titled notices in the popup and message centre. */
export type NoticeKind = 'marquee' | 'announcement';

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  title: string;
  /** Plain text for the marquee; server-sanitised HTML for announcements. */
  content: string;
  sort: number;
  state: number;
  created_at: string;
}

export function getNotices(kind: NoticeKind, page: number, perPage: number) {
  return api.get<ListPage<NoticeRow>>('/admin/api/site/notices', { kind, page, per_page: perPage });
}
