import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PendingApplication } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { PendingApplication } from '@app/shared/admin-contract';

export const applicationsKey = ['admin', 'activity-applications', 'pending'] as const;
export const APPLICATIONS_PER_PAGE = 20;

export function getPendingApplications(page: number) {
  return api.get<PendingApplication[]>('/admin/api/activity-applications/pending', { page });
}

/** Oldest first, 20 a page (the server sends no total). */
export function usePendingApplications(page: number) {
  return useQuery({
    queryKey: [...applicationsKey, page],
    queryFn: () => getPendingApplications(page),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
