import type { ListPage, PlatformReport, ReportRange } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { reportsKey } from './get-dashboard';

export const platformReportKey = [...reportsKey, 'platforms'] as const;

/** The range per game platform, most valid bets first, one page. */
export function getPlatformReport(range: ReportRange, page: number, perPage: number) {
  return api.get<ListPage<PlatformReport>>('/admin/api/reports/platforms', {
    ...range,
    page,
    per_page: perPage,
  });
}
