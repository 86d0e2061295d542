import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, messageOnly } from '@app/shared';
import {
  idParams,
  listPageOf,
  riskPassBody,
  riskWithdrawalRow,
  riskWithdrawalsQuery,
  withdrawalRulesBody,
  withdrawalRulesView,
} from '@app/shared/admin-contract';
import { ok } from '../../../lib/app-error.js';
import { reviewer } from '../../../lib/money-review.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { RiskReview } from './review.service.js';

/**
 * 风控规则 (read with risk.read, changed with risk.write) and the 风控审核 queue (risk.review). The
 * refusal, which returns the money, is the withdrawals module's route (it owns the money move).
 */
export function riskReviewRoutes(review: RiskReview) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const rules = { 200: envelopeOf(withdrawalRulesView) };
    r.get(
      '/admin/api/risk/rules',
      { onRequest: app.requirePermission(PERMISSION.riskRead), schema: { tags, response: rules } },
      async () => ok(await review.rules.view()),
    );
    r.put(
      '/admin/api/risk/rules',
      {
        onRequest: app.requirePermission(PERMISSION.riskWrite),
        schema: { tags, body: withdrawalRulesBody, response: rules },
      },
      async (request) => ok(await review.rules.save(request.body, reviewer(request)), '已保存'),
    );
    r.get(
      '/admin/api/risk/withdrawals',
      {
        onRequest: app.requirePermission(PERMISSION.riskReview),
        schema: {
          tags,
          querystring: riskWithdrawalsQuery,
          response: { 200: envelopeOf(listPageOf(riskWithdrawalRow)) },
        },
      },
      async (request) => {
        const q = request.query;
        return ok(await review.checks.queue(q.state, q.page, q.per_page));
      },
    );
    r.post(
      '/admin/api/risk/withdrawals/:id/pass',
      {
        onRequest: app.requirePermission(PERMISSION.riskReview),
        schema: { tags, params: idParams, body: riskPassBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await review.checks.pass(request.params.id, reviewer(request), request.body.note ?? '');
        return ok(null, '已放行，等待财务出款');
      },
    );
  };
}
