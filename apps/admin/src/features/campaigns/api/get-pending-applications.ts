import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PendingApplication {
  id: number;
  user_id: number;
  username: string;
  title: string;
  amount: string;
  /** The activity's rate applied to the amount, capped: the default bonus. */
  suggested_bonus: string;
  created_at: string;
}

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
