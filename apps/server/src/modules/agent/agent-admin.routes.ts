import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentMoveBody,
  agentPlanBody,
  agentPlanChoiceBody,
  agentsQuery,
  agentStateBody,
  idParams,
  makeAgentBody,
} from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { AgentAdminService } from './agent-admin.service.js';

/** The back office's agents and plans (reading with players.read, changing with agents.write), audited. */
export function agentAdminRoutes(service: AgentAdminService, operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const read = { onRequest: app.requirePermission(PERMISSION.playersRead) };
    const write = { onRequest: app.requirePermission(PERMISSION.agents) };

    r.get('/admin/api/agents', { ...read, schema: { tags, querystring: agentsQuery } }, async (request) => {
      const q = request.query;
      return ok(await service.list({ username: q.username || undefined }, q.page, q.per_page));
    });
    r.get('/admin/api/agents/:id', { ...read, schema: { tags, params: idParams } }, async (request) =>
      ok(await service.detail(request.params.id)),
    );
    r.post('/admin/api/agents/make', { ...write, schema: { tags, body: makeAgentBody } }, async (request) => {
      const id = await service.make(request.body.username);
      await operators.audit(actorOf(request), 'agent.make', { type: 'user', id });
      return ok(null, '已设为代理');
    });
    r.post('/admin/api/agents/move', { ...write, schema: { tags, body: agentMoveBody } }, async (request) => {
      const b = request.body;
      const moved = await service.move(request.operator!.id, b.username, b.parent, b.note);
      await operators.audit(
        actorOf(request),
        'agent.move',
        { type: 'user', id: moved.userId },
        { parent: moved.parentId, effective_from: moved.effective_from, note: b.note },
      );
      return ok({ effective_from: moved.effective_from }, `已调整，自 ${moved.effective_from} 起生效`);
    });
    r.post(
      '/admin/api/agents/:id/plan',
      { ...write, schema: { tags, params: idParams, body: agentPlanChoiceBody } },
      async (request) => {
        await service.setPlan(request.params.id, request.body.plan_id);
        await operators.audit(
          actorOf(request),
          'agent.plan',
          { type: 'user', id: request.params.id },
          { plan_id: request.body.plan_id },
        );
        return ok(null, '已更换佣金方案');
      },
    );
    r.post(
      '/admin/api/agents/:id/state',
      { ...write, schema: { tags, params: idParams, body: agentStateBody } },
      async (request) => {
        await service.setState(request.params.id, request.body.state);
        await operators.audit(
          actorOf(request),
          request.body.state ? 'agent.unfreeze' : 'agent.freeze',
          {
            type: 'user',
            id: request.params.id,
          },
          { reason: request.body.reason },
        );
        return ok(null, request.body.state ? '已解冻' : '已冻结');
      },
    );

    r.get('/admin/api/agent-plans', { ...read, schema: { tags } }, async () => ok(await service.plans()));
    r.post('/admin/api/agent-plans', { ...write, schema: { tags, body: agentPlanBody } }, async (request) => {
      const id = await service.createPlan(request.body);
      await operators.audit(actorOf(request), 'agent_plan.create', { type: 'agent_plan', id }, request.body);
      return ok({ id }, '已保存');
    });
    r.put(
      '/admin/api/agent-plans/:id',
      { ...write, schema: { tags, params: idParams, body: agentPlanBody } },
      async (request) => {
        await service.updatePlan(request.params.id, request.body);
        await operators.audit(
          actorOf(request),
          'agent_plan.update',
          { type: 'agent_plan', id: request.params.id },
          request.body,
        );
        return ok({ id: request.params.id }, '已保存');
      },
    );
    r.delete(
      '/admin/api/agent-plans/:id',
      { ...write, schema: { tags, params: idParams } },
      async (request) => {
        await service.deletePlan(request.params.id);
        await operators.audit(actorOf(request), 'agent_plan.delete', {
          type: 'agent_plan',
          id: request.params.id,
        });
        return ok(null, '已删除');
      },
    );
  };
}
