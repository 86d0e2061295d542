import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@app/shared';
import type { AdminActivity } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

/** Enough pages for every promotion a site runs at once (20 a page). */
const MAX_PAGES = 10;

/** The promotions players can open now, newest first: the ones a banner may link to. */
export async function getLinkActivities(): Promise<Array<{ id: number; title: string }>> {
  const shown: Array<{ id: number; title: string }> = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await api.get<Paged<AdminActivity>>('/admin/api/activities', { page });
    shown.push(...list.data.filter((a) => a.state === 1).map(({ id, title }) => ({ id, title })));
    if (page >= list.last_page) break;
  }
  return shown;
}

export function useLinkActivities(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'site', 'link-activities'], queryFn: getLinkActivities, enabled });
}
