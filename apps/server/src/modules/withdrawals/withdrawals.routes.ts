import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WITHDRAW_MSG, emptyBody, formatFen, withdrawBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { formatBeijing } from '../../lib/clock.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { WithdrawalsService } from './withdrawals.service.js';

export function withdrawalsRoutes(withdrawals: WithdrawalsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['withdraw'];
    r.post('/api/getBetAmount', { onRequest: app.authenticate, schema: { tags, body: emptyBody } }, async (request) =>
      ok({ bet_amount: formatFen(await withdrawals.betAmount(request.userId)) }),
    );
    r.post('/api/withdraw', { onRequest: app.authenticate, schema: { tags, body: withdrawBody } }, async (request) => {
      await withdrawals.request(request.userId, request.body);
      return ok(null, WITHDRAW_MSG.submitted);
    });
  };
}

const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2 ** 31) });
const pageQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(100000).default(1) });
const rejectBody = z.strictObject({ reason: z.string().trim().min(1, '请填写拒绝原因').max(255) });

export function withdrawalsAdminRoutes(withdrawals: WithdrawalsService, operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    r.get('/admin/api/withdrawals/pending', { onRequest: app.requirePermission(PERMISSION.moneyRead), schema: { tags, querystring: pageQuery } }, async (request) => {
      const { rows, total } = await withdrawals.pendingForReview(request.query.page);
      return ok({
        total,
        data: rows.map((w) => ({
          id: w.id,
          order_no: w.order_no,
          user_id: w.user_id,
          type: w.type,
          bank: w.bank,
          // Finance pays out to this account, so the back office sees it whole.
          bank_no: w.bank_no,
          bank_owner: w.bank_owner,
          bank_address: w.bank_address,
          amount: formatFen(Number(w.amount_fen)),
          usdt_rate: w.usdt_rate,
          fee_usdt: formatFen(Number(w.fee_cents)),
          receive_usdt: formatFen(Number(w.receive_cents)),
          created_at: formatBeijing(new Date(Number(w.created_at))),
        })),
      });
    });
    r.post('/admin/api/withdrawals/:id/approve', { onRequest: app.requirePermission(PERMISSION.moneyReview), schema: { tags, params: idParams } }, async (request) => {
      await withdrawals.review(request.params.id, request.operator!.id, { approve: true });
      await operators.audit(request.operator!.id, 'withdrawal.approve', { type: 'withdrawal', id: request.params.id }, {}, request.ip);
      return ok(null, '已通过');
    });
    r.post('/admin/api/withdrawals/:id/reject', { onRequest: app.requirePermission(PERMISSION.moneyReview), schema: { tags, params: idParams, body: rejectBody } }, async (request) => {
      await withdrawals.review(request.params.id, request.operator!.id, { approve: false, reason: request.body.reason });
      await operators.audit(request.operator!.id, 'withdrawal.reject', { type: 'withdrawal', id: request.params.id }, { reason: request.body.reason }, request.ip);
      return ok(null, '已拒绝并退回');
    });
  };
}
