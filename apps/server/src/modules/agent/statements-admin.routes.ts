import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENT_ADMIN_MSG, emptyBody, parseSignedYuanToFen } from '@app/shared';
import {
  agentSettingsBody,
  agentStatementsQuery,
  idParams,
  statementAdjustBody,
  statementHoldBody,
} from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { AppError, ok } from '../../lib/app-error.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { StatementsAdminService } from './statements-admin.service.js';
import type { StatementsService } from './statements.service.js';

/**
 * Finance's settlement queue: statements read with money.read, reviewed with money.review (an
 * approval above the threshold waits for a second operator), the programme's settings with
 * settings.write. Every decision is audited.
 */
export function statementsAdminRoutes(
  view: StatementsAdminService,
  review: StatementsService,
  operators: OperatorsService,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const read = { onRequest: app.requirePermission(PERMISSION.moneyRead) };
    const decide = { onRequest: app.requirePermission(PERMISSION.moneyReview) };
    const target = (id: number) => ({ type: 'agent_statement', id });

    r.get(
      '/admin/api/agent-statements',
      { ...read, schema: { tags, querystring: agentStatementsQuery } },
      async (request) => {
        const q = request.query;
        const filter = { state: q.state, username: q.username || undefined, periodId: q.period_id };
        return ok(await view.list(filter, q.page, q.per_page));
      },
    );
    r.get(
      '/admin/api/agent-statements/:id',
      { ...read, schema: { tags, params: idParams } },
      async (request) => ok(await view.detail(request.params.id)),
    );
    const action = { ...decide, schema: { tags, params: idParams, body: emptyBody } };
    r.post('/admin/api/agent-statements/:id/approve', action, async (request) => {
      const state = await review.approve(request.params.id, request.operator!.id);
      await operators.audit(actorOf(request), 'agent_statement.approve', target(request.params.id), {
        state,
      });
      return ok({ state }, state === 'paid' ? '佣金已发放' : '已审核，待另一位操作员复核发放');
    });
    r.post('/admin/api/agent-statements/:id/confirm', action, async (request) => {
      await review.confirm(request.params.id, request.operator!.id);
      await operators.audit(actorOf(request), 'agent_statement.confirm', target(request.params.id));
      return ok({ state: 'paid' }, '佣金已发放');
    });
    r.post(
      '/admin/api/agent-statements/:id/hold',
      { ...decide, schema: { tags, params: idParams, body: statementHoldBody } },
      async (request) => {
        await review.hold(request.params.id, request.body.reason);
        await operators.audit(
          actorOf(request),
          'agent_statement.hold',
          target(request.params.id),
          request.body,
        );
        return ok(null, '已暂缓');
      },
    );
    r.post('/admin/api/agent-statements/:id/release', action, async (request) => {
      await review.release(request.params.id);
      await operators.audit(actorOf(request), 'agent_statement.release', target(request.params.id));
      return ok(null, '已恢复待审核');
    });
    r.post(
      '/admin/api/agent-statements/:id/adjust',
      { ...decide, schema: { tags, params: idParams, body: statementAdjustBody } },
      async (request) => {
        const fen = parseSignedYuanToFen(request.body.amount);
        if (fen === null) throw new AppError(AGENT_ADMIN_MSG.planAmount);
        await review.adjust(request.params.id, fen, request.body.reason);
        await operators.audit(
          actorOf(request),
          'agent_statement.adjust',
          target(request.params.id),
          request.body,
        );
        return ok(null, '已调整');
      },
    );

    r.get('/admin/api/agent-periods', { ...read, schema: { tags } }, async () => ok(await view.periods()));
    r.post(
      '/admin/api/agent-periods/settle',
      { ...decide, schema: { tags, body: emptyBody } },
      async (request) => {
        const settled = await view.settle();
        await operators.audit(
          actorOf(request),
          'agent_period.settle',
          { type: 'agent_period', id: 0 },
          { settled },
        );
        return ok({ settled }, settled ? `已结算 ${settled} 个周期` : '没有已结束待结算的周期');
      },
    );

    const settings = { onRequest: app.requirePermission(PERMISSION.settings) };
    r.get('/admin/api/agent-settings', { ...read, schema: { tags } }, async () => ok(await view.settings()));
    r.put(
      '/admin/api/agent-settings',
      { ...settings, schema: { tags, body: agentSettingsBody } },
      async (request) => {
        await view.saveSettings(request.body);
        await operators.audit(
          actorOf(request),
          'agent.settings',
          { type: 'settings', id: 'agent' },
          request.body,
        );
        return ok(null, '已保存');
      },
    );
  };
}
