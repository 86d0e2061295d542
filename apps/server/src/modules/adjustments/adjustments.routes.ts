import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, messageOnly } from '@app/shared';
import {
  adjustmentApproval,
  adjustmentBody as createBody,
  adjustmentOptions,
  adjustmentResult,
  adjustmentRow,
  adjustmentsQuery as listQuery,
  idParams,
  listPageOf,
  moneyRejectBody as rejectBody,
  type AdjustmentApproval,
  type AdjustmentOptions,
  type AdjustmentResult,
  type AdjustmentRow,
  type ListPage,
} from '@app/shared/admin-contract';
import { dayRangeMs } from '../../lib/admin-query.js';
import { ok } from '../../lib/app-error.js';
import { PERMISSION } from '../operators/permissions.js';
import type { AdjustmentsService } from './adjustments.service.js';

const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

export function adjustmentsAdminRoutes(adjustments: AdjustmentsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    r.get(
      '/admin/api/adjustments/options',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        schema: { tags, response: { 200: envelopeOf(adjustmentOptions) } },
      },
      async () => ok<AdjustmentOptions>(await adjustments.options()),
    );

    r.get(
      '/admin/api/adjustments',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        schema: { tags, querystring: listQuery, response: { 200: envelopeOf(listPageOf(adjustmentRow)) } },
      },
      async (request) => {
        const q = request.query;
        return ok<ListPage<AdjustmentRow>>(
          await adjustments.list(
            { state: q.state, username: q.username?.toLowerCase() || undefined, ...dayRangeMs(q) },
            q.page,
            q.per_page,
          ),
        );
      },
    );

    r.post(
      '/admin/api/adjustments',
      {
        onRequest: app.requirePermission(PERMISSION.moneyAdjust),
        schema: { tags, body: createBody, response: { 200: envelopeOf(adjustmentResult) } },
      },
      async (request) => {
        const result: AdjustmentResult = await adjustments.create(request.body, actor(request));
        return ok(
          result,
          result.state === 'posted' ? '已调整' : '金额超过复核额度，已提交，等待另一位操作员复核',
        );
      },
    );

    r.post(
      '/admin/api/adjustments/:id/approve',
      {
        onRequest: app.requirePermission(PERMISSION.moneyAdjust),
        schema: { tags, params: idParams, response: { 200: envelopeOf(adjustmentApproval) } },
      },
      async (request) =>
        ok<AdjustmentApproval>(
          await adjustments.review.approve(request.params.id, actor(request)),
          '已复核通过并入账',
        ),
    );

    r.post(
      '/admin/api/adjustments/:id/reject',
      {
        onRequest: app.requirePermission(PERMISSION.moneyAdjust),
        schema: { tags, params: idParams, body: rejectBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await adjustments.review.reject(request.params.id, actor(request), request.body.reason.trim());
        return ok(null, '已拒绝该调整');
      },
    );
  };
}
