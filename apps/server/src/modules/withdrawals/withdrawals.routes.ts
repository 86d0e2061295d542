import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WITHDRAW_MSG,
  betAmount,
  emptyBody,
  envelopeOf,
  formatFen,
  messageOnly,
  turnoverDetail,
  withdrawBody,
} from '@app/shared';
import {
  idParams,
  moneyRejectBody as rejectBody,
  pendingWithdrawalsQuery as pendingQuery,
  withdrawalApproveBody as approveBody,
  listPageOf,
  withdrawalHistoryQuery as historyQuery,
  withdrawalRow,
  type WithdrawalRow,
} from '@app/shared/admin-contract';
import { dayRangeMs } from '../../lib/admin-query.js';
import { ok } from '../../lib/app-error.js';
import { clientInfo } from '../auth/player-auth.plugin.js';
import { reviewOutcome, reviewedPlayer, reviewedStates, reviewer } from '../../lib/money-review.js';
import { PERMISSION } from '../operators/permissions.js';
import type { WithdrawalsService } from './withdrawals.service.js';

export function withdrawalsRoutes(withdrawals: WithdrawalsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['withdraw'];
    r.post(
      '/api/getBetAmount',
      {
        onRequest: app.authenticate,
        schema: { tags, body: emptyBody, response: { 200: envelopeOf(betAmount) } },
      },
      async (request) => ok({ bet_amount: formatFen(await withdrawals.betAmount(request.userId)) }),
    );
    r.post(
      '/api/turnoverDetail',
      {
        onRequest: app.authenticate,
        schema: { tags, body: emptyBody, response: { 200: envelopeOf(turnoverDetail) } },
      },
      async (request) => ok(await withdrawals.turnoverDetail(request.userId)),
    );
    r.post(
      '/api/withdraw',
      { onRequest: app.authenticate, schema: { tags, body: withdrawBody, response: { 200: messageOnly() } } },
      async (request) => {
        await withdrawals.request(request.userId, request.body, clientInfo(request));
        return ok(null, WITHDRAW_MSG.submitted);
      },
    );
  };
}

type Listed = Awaited<ReturnType<WithdrawalsService['listForAdmin']>>;
type Row = Listed['rows'][number];

/**
 * One request as the back office lists it, with its player's context (balance, turnover still
 * required) and its risk check (the hits' labels; their figures are for 风控's queue).
 */
function present(w: Row, today: string, risk: Listed['risk']): WithdrawalRow {
  const check = risk.get(Number(w.id));
  return {
    id: Number(w.id),
    order_no: w.order_no,
    user_id: Number(w.user_id),
    ...reviewedPlayer(w, today),
    type: Number(w.type),
    bank: w.bank,
    // Finance pays out to this account, so the back office sees it whole.
    bank_no: w.bank_no,
    bank_owner: w.bank_owner,
    bank_address: w.bank_address,
    amount: formatFen(Number(w.amount_fen)),
    usdt_rate: w.usdt_rate,
    fee_usdt: formatFen(Number(w.fee_cents)),
    receive_usdt: formatFen(Number(w.receive_cents)),
    payout_reference: w.payout_reference,
    ...reviewOutcome(w),
    risk: (check?.reasons ?? []).map((r) => ({ code: r.code, label: r.label })),
    risk_score: check?.score ?? 0,
    risk_state: check?.state ?? 'none',
  };
}

export function withdrawalsAdminRoutes(withdrawals: WithdrawalsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const list = { 200: envelopeOf(listPageOf(withdrawalRow)) };
    r.get(
      '/admin/api/withdrawals/pending',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        schema: { tags, querystring: pendingQuery, response: list },
      },
      async (request) => {
        const q = request.query;
        const { rows, total, today, risk } = await withdrawals.listForAdmin(
          { states: [1], username: q.username?.toLowerCase() || undefined },
          q.page,
          q.per_page,
        );
        return ok({ total, data: rows.map((w) => present(w, today, risk)) });
      },
    );
    /** Handled requests (paid out or refused), newest change first; the day range is on that change. */
    r.get(
      '/admin/api/withdrawals/history',
      {
        onRequest: app.requirePermission(PERMISSION.moneyRead),
        schema: { tags, querystring: historyQuery, response: list },
      },
      async (request) => {
        const q = request.query;
        const filter = {
          states: reviewedStates(q.state),
          username: q.username?.toLowerCase() || undefined,
          ...dayRangeMs(q),
        };
        const { rows, total, today, risk } = await withdrawals.listForAdmin(filter, q.page, q.per_page);
        return ok({ total, data: rows.map((w) => present(w, today, risk)) });
      },
    );
    r.post(
      '/admin/api/withdrawals/:id/approve',
      {
        onRequest: app.requirePermission(PERMISSION.moneyReview),
        schema: { tags, params: idParams, body: approveBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await withdrawals.review.review(request.params.id, reviewer(request), {
          approve: true,
          reference: request.body.reference,
        });
        return ok(null, '已通过');
      },
    );
    r.post(
      '/admin/api/withdrawals/:id/reject',
      {
        onRequest: app.requirePermission(PERMISSION.moneyReview),
        schema: { tags, params: idParams, body: rejectBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await withdrawals.review.review(request.params.id, reviewer(request), {
          approve: false,
          reason: request.body.reason.trim(),
        });
        return ok(null, '已拒绝并退回');
      },
    );
  };
}
