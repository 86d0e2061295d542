import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dashboard, ReportRange } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { DayReport, PlatformReport, ReportFigures, ReportRange } from '@app/shared/admin-contract';

export const reportsKey = ['admin', 'reports'] as const;

export function getDashboard(range: ReportRange) {
  return api.get<Dashboard>('/admin/api/reports/dashboard', { ...range });
}

/** Today and the range; refreshed every minute while the screen is open. */
export function useDashboard(range: ReportRange) {
  return useQuery({
    queryKey: [...reportsKey, 'dashboard', range],
    queryFn: () => getDashboard(range),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
