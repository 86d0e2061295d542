import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatFen } from '@app/shared';
import {
  BONUS_KINDS,
  reportPageQuery as listQuery,
  reportRangeQuery as rangeQuery,
  type Dashboard,
  type DayReport,
  type ListPage,
  type PlatformReport,
  type ReportFigures,
} from '@app/shared/admin-contract';
import { ok } from '../../lib/app-error.js';
import { PERMISSION } from '../operators/permissions.js';
import type { DayFigures, Figures, PlatformFigures } from './report-figures.js';
import type { ReportsService } from './reports.service.js';

/** Money leaves as yuan strings; the derived figures are worked out here in integer fen. */
function figures(f: Figures): ReportFigures {
  return {
    deposit: formatFen(f.deposit_fen),
    deposit_count: f.deposit_count,
    depositors: f.depositors,
    withdrawal: formatFen(f.withdrawal_fen),
    withdrawal_count: f.withdrawal_count,
    withdrawers: f.withdrawers,
    net_deposit: formatFen(f.deposit_fen - f.withdrawal_fen),
    bet_count: f.bet_count,
    bet: formatFen(f.bet_fen),
    valid_bet: formatFen(f.valid_bet_fen),
    payout: formatFen(f.payout_fen),
    ggr: formatFen(f.ggr_fen),
    bonus: formatFen(f.bonus_fen),
    bonus_detail: Object.fromEntries(
      BONUS_KINDS.map(({ key }) => [key, formatFen(f.bonus[key])]),
    ) as ReportFigures['bonus_detail'],
    manual_debit: formatFen(f.manual_debit_fen),
    net_revenue: formatFen(f.ggr_fen - f.bonus_fen),
    new_players: f.new_players,
    first_depositors: f.first_depositors,
    active_players: f.active_players,
  };
}

const day = (d: DayFigures): DayReport => ({ date: d.date, ...figures(d) });

function platform(p: PlatformFigures): PlatformReport {
  return {
    platform: p.platform,
    name: p.name,
    bet_count: p.bet_count,
    bet: formatFen(p.bet_fen),
    valid_bet: formatFen(p.valid_bet_fen),
    payout: formatFen(p.payout_fen),
    ggr: formatFen(p.ggr_fen),
    ggr_rate: p.bet_fen > 0 ? ((p.ggr_fen / p.bet_fen) * 100).toFixed(2) : '',
  };
}

/** The reports dashboard and its two tables, read-only, for operators with the reports permission. */
export function reportsAdminRoutes(reports: ReportsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const onRequest = app.requirePermission(PERMISSION.reports);

    r.get(
      '/admin/api/reports/dashboard',
      { onRequest, schema: { tags: ['admin'], querystring: rangeQuery } },
      async (request) => {
        const d = await reports.dashboard(reports.range(request.query));
        return ok<Dashboard>({
          from: d.from,
          to: d.to,
          today: day(d.today),
          summary: figures(d.summary),
          daily: d.daily.map(day),
          platforms: d.platforms.map(platform),
        });
      },
    );

    r.get(
      '/admin/api/reports/daily',
      { onRequest, schema: { tags: ['admin'], querystring: listQuery } },
      async (request) => {
        const q = request.query;
        const { total, data } = await reports.daily(reports.range(q), q.page, q.per_page);
        return ok<ListPage<DayReport>>({ total, data: data.map(day) });
      },
    );

    r.get(
      '/admin/api/reports/platforms',
      { onRequest, schema: { tags: ['admin'], querystring: listQuery } },
      async (request) => {
        const q = request.query;
        const { total, data } = await reports.platforms(reports.range(q), q.page, q.per_page);
        return ok<ListPage<PlatformReport>>({ total, data: data.map(platform) });
      },
    );
  };
}
