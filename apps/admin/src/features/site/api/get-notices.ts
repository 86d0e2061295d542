import type { ListPage, NoticeKind, NoticeRow } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const noticesKey = ['admin', 'site', 'notices'] as const;

export type { NoticeKind, NoticeRow } from '@app/shared/admin-contract';

export function getNotices(kind: NoticeKind, page: number, perPage: number) {
  return api.get<ListPage<NoticeRow>>('/admin/api/site/notices', { kind, page, per_page: perPage });
}
