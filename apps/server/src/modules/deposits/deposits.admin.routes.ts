import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, formatFen, messageOnly } from '@app/shared';
import {
  depositHistoryQuery as historyQuery,
  depositRow,
  idParams,
  listPageOf,
  moneyRejectBody as rejectBody,
  pendingDepositsQuery as pendingQuery,
  type DepositRow,
} from '@app/shared/admin-contract';
import { dayRangeMs } from '../../lib/admin-query.js';
import { ok } from '../../lib/app-error.js';
import { reviewOutcome, reviewedPlayer, reviewedStates, reviewer } from '../../lib/money-review.js';
import { PERMISSION } from '../operators/permissions.js';
import type { DepositsService } from './deposits.service.js';

type Row = Awaited<ReturnType<DepositsService['review']['listForAdmin']>>['rows'][number];

/** One order as the back office lists it, with its player's context (balance, turnover still required). */
function present(d: Row, today: string): DepositRow {
  return {
    id: Number(d.id),
    deposit_no: d.deposit_no,
    user_id: Number(d.user_id),
    ...reviewedPlayer(d, today),
    paytype: d.paytype,
    channel: d.channel,
    amount: formatFen(Number(d.amount_fen)),
    currency: d.currency,
    pay_amount: formatFen(Number(d.pay_amount)),
    remitter_name: d.remitter_name,
    remitter_bank: d.remitter_bank,
    remitter_card: d.remitter_card,
    ...reviewOutcome(d),
  };
}

export function depositsAdminRoutes(deposits: DepositsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const list = { 200: envelopeOf(listPageOf(depositRow)) };

    r.get(
      '/admin/api/deposits/pending',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        schema: { tags, querystring: pendingQuery, response: list },
      },
      async (request) => {
        const q = request.query;
        const { rows, total, today } = await deposits.review.listForAdmin(
          { states: [1], paytype: q.paytype || undefined, username: q.username?.toLowerCase() || undefined },
          q.page,
          q.per_page,
        );
        return ok({ total, data: rows.map((d) => present(d, today)) });
      },
    );

    /** Handled orders (credited or refused), newest change first; the day range is on that change. */
    r.get(
      '/admin/api/deposits/history',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        schema: { tags, querystring: historyQuery, response: list },
      },
      async (request) => {
        const q = request.query;
        const filter = {
          states: reviewedStates(q.state),
          paytype: q.paytype || undefined,
          username: q.username?.toLowerCase() || undefined,
          ...dayRangeMs(q),
        };
        const { rows, total, today } = await deposits.review.listForAdmin(filter, q.page, q.per_page);
        return ok({ total, data: rows.map((d) => present(d, today)) });
      },
    );

    r.post(
      '/admin/api/deposits/:id/approve',
      {
        onRequest: app.requirePermission(PERMISSION.moneyReview),
        schema: { tags, params: idParams, response: { 200: messageOnly() } },
      },
      async (request) => {
        await deposits.review.approve(request.params.id, reviewer(request));
        return ok(null, '已入账');
      },
    );

    r.post(
      '/admin/api/deposits/:id/reject',
      {
        onRequest: app.requirePermission(PERMISSION.moneyReview),
        schema: { tags, params: idParams, body: rejectBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await deposits.review.reject(request.params.id, reviewer(request), request.body.reason.trim());
        return ok(null, '已拒绝');
      },
    );
  };
}
