import type { ListPage, DayReport, ReportRange } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { reportsKey } from './get-dashboard';

export const dailyReportKey = [...reportsKey, 'daily'] as const;

/** The range day by day, newest first, one page. */
export function getDailyReport(range: ReportRange, page: number, perPage: number) {
  return api.get<ListPage<DayReport>>('/admin/api/reports/daily', { ...range, page, per_page: perPage });
}
