import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnly } from '@app/shared';
import { idParams, riskRefuseBody } from '@app/shared/admin-contract';
import { ok } from '../../lib/app-error.js';
import { reviewer } from '../../lib/money-review.js';
import { PERMISSION } from '../operators/permissions.js';
import type { WithdrawalRisk } from './withdrawal-risk.service.js';

/** 风控's refusal of a request in review: the request is rejected and its amount returned (audited). */
export function withdrawalRiskRoutes(risk: WithdrawalRisk) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/admin/api/risk/withdrawals/:id/refuse',
      {
        onRequest: app.requirePermission(PERMISSION.riskReview),
        schema: { tags: ['admin'], params: idParams, body: riskRefuseBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await risk.refuse(request.params.id, reviewer(request), request.body.reason);
        return ok(null, '已拒绝，款项已退回玩家');
      },
    );
  };
}
