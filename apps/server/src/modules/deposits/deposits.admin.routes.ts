import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatFen } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { formatBeijing } from '../../lib/clock.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { DepositsService } from './deposits.service.js';

const listQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(100000).default(1), paytype: z.string().max(16).optional() });
const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2 ** 31) });
const rejectBody = z.strictObject({ reason: z.string().trim().min(1, '请填写拒绝原因').max(255) });

export function depositsAdminRoutes(deposits: DepositsService, operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    r.get('/admin/api/deposits/pending', { onRequest: app.requirePermission(PERMISSION.moneyRead), schema: { tags, querystring: listQuery } }, async (request) => {
      const { rows, total } = await deposits.pendingForReview(request.query.page, request.query.paytype);
      return ok({
        total,
        data: rows.map((d) => ({
          id: d.id,
          deposit_no: d.deposit_no,
          user_id: d.user_id,
          paytype: d.paytype,
          amount: formatFen(Number(d.amount_fen)),
          remitter_name: d.remitter_name,
          remitter_bank: d.remitter_bank,
          remitter_card: d.remitter_card,
          created_at: formatBeijing(new Date(Number(d.created_at))),
        })),
      });
    });

    r.post('/admin/api/deposits/:id/approve', { onRequest: app.requirePermission(PERMISSION.moneyReview), schema: { tags, params: idParams } }, async (request) => {
      await deposits.approve(request.params.id, request.operator!.id);
      await operators.audit(request.operator!.id, 'deposit.approve', { type: 'deposit', id: request.params.id }, {}, request.ip);
      return ok(null, '已入账');
    });

    r.post('/admin/api/deposits/:id/reject', { onRequest: app.requirePermission(PERMISSION.moneyReview), schema: { tags, params: idParams, body: rejectBody } }, async (request) => {
      await deposits.reject(request.params.id, request.operator!.id, request.body.reason);
      await operators.audit(request.operator!.id, 'deposit.reject', { type: 'deposit', id: request.params.id }, { reason: request.body.reason }, request.ip);
      return ok(null, '已拒绝');
    });
  };
}
